import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BookOpen, Code2, Settings } from 'lucide-react';
import type { User } from '@astor/contract/auth';
import { ContactInputSchema } from '@astor/contract/contact';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { getErrorDetail } from '@/lib/api-client';
import { useSendContactMessage } from '@/lib/queries/contact';
import { useMe } from '@/lib/queries/me';
import { FormSuccess } from './form-success';

export const SUPPORT_TOPICS = [
  'Question',
  'Problem or bug',
  'Feature request',
  'Account and data',
  'Billing',
] as const;

const linkCardClasses =
  'flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-indigo-200 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** /support: where to find help, and a message to the people who run this server. */
export function SupportPage() {
  const me = useMe();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Help and support</h1>
      <p className="mt-1 text-sm text-slate-500">Find an answer, or write to us.</p>

      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <Link to={paths.site.help.getHref()} className={linkCardClasses}>
          <BookOpen className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden />
          <span>
            <span className="block text-sm font-medium text-slate-900">Help Center</span>
            <span className="block text-xs text-slate-500">Guides and answers to common questions.</span>
          </span>
        </Link>
        <a href={paths.server.openApiDocs.getHref()} className={linkCardClasses}>
          <Code2 className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden />
          <span>
            <span className="block text-sm font-medium text-slate-900">API documentation</span>
            <span className="block text-xs text-slate-500">Every endpoint, browsable (OpenAPI).</span>
          </span>
        </a>
        <Link to={paths.app.settings.getHref()} className={linkCardClasses}>
          <Settings className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden />
          <span>
            <span className="block text-sm font-medium text-slate-900">Settings</span>
            <span className="block text-xs text-slate-500">Password, sessions, data export.</span>
          </span>
        </Link>
      </div>

      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">Contact us</h2>
        <p className="mt-1 text-sm text-slate-500">
          Your message goes to the people who run this server; they answer by email.
        </p>
        <div className="mt-5">
          {me.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
              <Spinner /> Loading...
            </p>
          ) : (
            // Without the user (it failed to load) the form still works, with empty fields.
            <ContactForm user={me.data} />
          )}
        </div>
      </div>
    </section>
  );
}

const looksLikeEmail = (value: string) => ContactInputSchema.shape.email.safeParse(value).success;

function ContactForm({ user }: { user: User | undefined }) {
  const ids = { topic: useId(), message: useId() };
  const [name, setName] = useState(user?.name ?? '');
  // The username is an email address for many accounts, not all: only an address pre-fills the field.
  const [email, setEmail] = useState(user && looksLikeEmail(user.email) ? user.email : '');
  const [topic, setTopic] = useState<string>(SUPPORT_TOPICS[0]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useSendContactMessage();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = ContactInputSchema.safeParse({ name, email, topic, message });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? 'Check the form and try again.');
      return;
    }
    try {
      const reply = await send.mutateAsync(input.data);
      setSentMessage(reply.message);
      setMessage('');
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to send your message. Please try again.');
    }
  }

  if (sentMessage) {
    return (
      <div className="space-y-4">
        <FormSuccess>{sentMessage}</FormSuccess>
        <Button variant="secondary" onClick={() => setSentMessage(null)}>
          Write another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <FormError message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField kind="name" label="Name" value={name} onValueChange={setName} />
        <TextField kind="email" label="Email" value={email} onValueChange={setEmail} />
      </div>
      <Field id={ids.topic} label="Topic">
        <Select id={ids.topic} name="topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
          {SUPPORT_TOPICS.map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={ids.message} label="Message">
        <Textarea
          id={ids.message}
          name="message"
          rows={6}
          required
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <Spinner />}
          Send message
        </Button>
      </div>
    </form>
  );
}
