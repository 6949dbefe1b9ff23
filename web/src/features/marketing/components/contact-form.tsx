import { useId, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorDetail } from '@/lib/api-client';
import { sendContactMessage } from '@/lib/queries/contact';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The public contact form (POST /api/contact). The server validates and answers with a sentence either
 * way: its thanks, or the first validation problem (422) or the hourly limit (429), shown as is. Plain
 * state rather than a query mutation: the public pages run without the query client.
 */
export function ContactForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    setStatus({ kind: 'sending' });
    try {
      const topic = text('topic').trim();
      const reply = await sendContactMessage({
        name: text('name'),
        email: text('email'),
        topic: topic || undefined,
        message: text('message'),
      });
      form.reset();
      setStatus({ kind: 'sent', message: reply.message });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: getErrorDetail(error) ?? 'The message could not be sent. Please try again in a moment.',
      });
    }
  }

  if (status.kind === 'sent') {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-4 text-sm text-emerald-800"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-medium">{status.message}</p>
          <button
            type="button"
            onClick={() => setStatus({ kind: 'idle' })}
            className="mt-2 cursor-pointer font-medium text-emerald-900 underline underline-offset-2"
          >
            Send another message
          </button>
        </div>
      </div>
    );
  }

  const isSending = status.kind === 'sending';
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Contact form">
      <FormError message={status.kind === 'failed' ? status.message : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name">
          <Input id={`${id}-name`} name="name" autoComplete="name" required maxLength={200} />
        </Field>
        <Field id={`${id}-email`} label="Email">
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
        </Field>
      </div>
      <Field
        id={`${id}-topic`}
        label={
          <>
            Topic <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
      >
        <Input
          id={`${id}-topic`}
          name="topic"
          maxLength={120}
          placeholder="Self-hosting, a bug, an idea..."
        />
      </Field>
      <Field id={`${id}-message`} label="Message">
        <Textarea id={`${id}-message`} name="message" rows={5} required maxLength={5000} />
      </Field>
      <Button type="submit" disabled={isSending} className="w-full sm:w-auto">
        {isSending && <Spinner className="size-4" />}
        Send message
      </Button>
    </form>
  );
}
