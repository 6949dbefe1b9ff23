import type { MouseEvent, ReactNode } from 'react';
import { Mail, Phone } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const stopCardClick = (event: MouseEvent) => event.stopPropagation();

/** The digits a dialler needs; spaces, dots and brackets are dropped. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+*#,;]/g, '')}`;

/**
 * docs/product.md#tenants-page: Phone and Email contact buttons as tel and mailto links, greyed out when
 * missing.
 */
export function ContactLinks({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <div className="flex gap-2">
      <ContactLink href={phone ? telHref(phone) : null} label="Phone" missingHint="No phone number">
        <Phone className="size-4" aria-hidden />
      </ContactLink>
      <ContactLink href={email ? `mailto:${email}` : null} label="Email" missingHint="No email address">
        <Mail className="size-4" aria-hidden />
      </ContactLink>
    </div>
  );
}

function ContactLink({
  href,
  label,
  missingHint,
  children,
}: {
  href: string | null;
  label: string;
  missingHint: string;
  children: ReactNode;
}) {
  const className = buttonClasses({ variant: 'secondary', size: 'sm', className: 'flex-1' });
  if (!href) {
    return (
      <span
        aria-disabled="true"
        title={missingHint}
        className={cn(className, 'cursor-not-allowed opacity-50')}
      >
        {children}
        {label}
      </span>
    );
  }
  return (
    <a href={href} onClick={stopCardClick} className={className}>
      {children}
      {label}
    </a>
  );
}
