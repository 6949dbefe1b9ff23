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
  'income, expenses and net by period, property or category ("How much did I spend on repairs last quarter?")',
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

export function cannotAnswerReply(reason = "I can't answer that from your Astor data."): EngineReply {
  return { response: `${reason} I can tell you about:\n${capabilityList()}`, sources: [] };
}
