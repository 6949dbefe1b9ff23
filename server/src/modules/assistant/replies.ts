import type { ChatSource } from '@astor/contract/chat';
import type { ToolResult } from './tools/tool.js';
import { dedupeSources } from './tools/tool.js';

/** A reply as the route returns it. */
export type EngineReply = { response: string; sources: ChatSource[]; emergency?: boolean };

/** What Astor can answer, for help and for questions the data cannot answer. */
export const CAPABILITIES = [
  'a portfolio summary ("How is my portfolio doing?")',
  'properties by address or type ("Tell me about 12 Elm St", "Which properties are commercial?")',
  'the rent roll and tenants ("What is my total monthly rent?", "What is Rosa\'s phone number?")',
  'leases ending and late rent ("Which leases end in the next 60 days?", "Who is late on rent?")',
  'income, expenses and net by period, property, city, category, vendor or description ("How much did I spend on plumbing at 12 Elm St?", "How much have I paid Ace Plumbing?")',
  'rankings and comparisons ("Which property lost money this year?", "Top 3 vendors by spend", "Austin vs Denver income")',
  'rent payments and unpaid rent ("When did Maria last pay rent?", "Who hasn\'t paid this month?"), unpaid invoices',
  'maintenance requests, upcoming calendar items and documents by type',
];

export const capabilityList = (): string => CAPABILITIES.map((line) => `- ${line}`).join('\n');

/** The offline reply: the tool's summary, then its details as a bullet list. */
export function composeReply(result: ToolResult): EngineReply {
  const lines = [result.summary, ...result.details.map((detail) => `- ${detail}`)];
  return { response: lines.join('\n'), sources: dedupeSources(result.sources) };
}

export function helpReply(): EngineReply {
  return {
    response: `I answer from your own Astor records. Ask me about:\n${capabilityList()}`,
    sources: [],
  };
}

export function greetingReply(message: string): EngineReply {
  const isThanks = /\b(thanks|thank|thx|cheers|appreciate)\b/i.test(message);
  const isBye = /\b(bye|goodbye|see you|later)\b/i.test(message);
  return {
    response: isThanks
      ? "You're welcome. Ask me anything about your properties, tenants or finances."
      : isBye
        ? 'Goodbye. Your data will be here when you need it.'
        : 'Hi, I am Astor. Ask me about your properties, tenants, rent, income and expenses, maintenance or calendar; for example "Who is late on rent?"',
    sources: [],
  };
}

/** A stretch of the landlord's own life ("while I was away"): the records cannot date it, so it is asked for. */
export function askForDatesReply(said: string): EngineReply {
  return {
    response: `Which dates do you mean by “${said.trim()}”? Your records don't say when that was. Tell me the months, for example “from August to October 2026”, and I'll work it out.`,
    sources: [],
  };
}

export function cannotAnswerReply(reason = "I can't tell that from your records."): EngineReply {
  return { response: `${reason} I can tell you about:\n${capabilityList()}`, sources: [] };
}

/** A question about something the records do not hold (the weather, markets, forecasts, legal advice). */
export function outOfScopeReply(topic: string): EngineReply {
  return cannotAnswerReply(
    `I can't tell that from your records: they hold your properties, tenants, leases and books, not ${topic}.`,
  );
}
