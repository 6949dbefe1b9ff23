import { AstorMessageBubble, PersonMessageBubble } from '@/components/chat-message/message-bubble';

export type TenantLineBubble = {
  sender: 'tenant' | 'bot';
  text: string;
  emergency?: boolean;
};

/**
 * One message of a tenant conversation, in the chat widget's look: the tenant's as typed, on the right;
 * Astor's formatted, on the left, in red when it escalated an emergency. `tenantLabel` is what a screen
 * reader hears before the tenant's words ('You' on the tenant's page, 'Tenant' for the landlord).
 */
export function TenantLineMessage({
  message,
  tenantLabel,
}: {
  message: TenantLineBubble;
  tenantLabel: string;
}) {
  if (message.sender === 'tenant')
    return <PersonMessageBubble text={message.text} senderLabel={tenantLabel} />;
  return <AstorMessageBubble text={message.text} isEmergency={message.emergency === true} />;
}
