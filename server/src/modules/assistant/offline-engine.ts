import type { Database } from '../../db/client.js';
import {
  continuesConversation,
  isAnswerIntent,
  MIN_CONFIDENCE,
  mergeFollowUp,
  queryOf,
  type ConversationState,
} from './conversation.js';
import { speller } from './nlu/vocabulary.js';
import type { OwnerData, Understanding } from './nlu/understand.js';
import { tokenizeKeepingCase } from './nlu/text.js';
import { runQuery, type Query } from './queries.js';
import { cannotAnswerReply, composeReply, greetingReply, helpReply, type EngineReply } from './replies.js';

export type EngineContext = { db: Database; ownerId: string; today: string; owner: OwnerData };

/** A question mentioning a property by several candidates: ask which one. */
function whichProperty(understanding: Understanding, owner: OwnerData): EngineReply | undefined {
  const ambiguous = understanding.entities.properties.find((mention) => mention.ids.length > 1);
  if (!ambiguous) return undefined;
  const candidates = owner.properties.filter((p) => ambiguous.ids.includes(p.id));
  return {
    response: `Which property do you mean?\n${candidates.map((p) => `- ${p.address}`).join('\n')}`,
    sources: candidates.map((p) => ({ type: 'property' as const, id: p.id, label: p.address })),
  };
}

/** A word that looks like a name nobody in the portfolio has ("what is Jon's phone?" with no Jon). */
function unknownName(message: string, owner: OwnerData): string | undefined {
  const tokens = tokenizeKeepingCase(message);
  const cities = new Set(owner.properties.map((p) => (p.city ?? '').toLowerCase()));
  return tokens.find(
    (token, i) =>
      /^[A-Z][a-z]{2,}$/.test(token) &&
      (i > 0 || tokens.length === 1) &&
      !cities.has(token.toLowerCase()) &&
      !speller.has(speller.correct(token.toLowerCase())),
  );
}

/** The query a message asks, given the conversation so far; or the reply when there is none to run. */
export function planQuery(
  understanding: Understanding,
  state: ConversationState,
  owner: OwnerData,
  message: string,
): { query: Query } | { reply: EngineReply } {
  const { entities } = understanding;
  const ambiguous = whichProperty(understanding, owner);
  if (ambiguous) return { reply: ambiguous };

  if (state.query && continuesConversation(understanding)) {
    return { query: mergeFollowUp(state.query, understanding) };
  }
  if (understanding.confidence < MIN_CONFIDENCE || !isAnswerIntent(understanding.intent)) {
    if (understanding.intent === 'help' && understanding.confidence >= MIN_CONFIDENCE)
      return { reply: helpReply() };
    if (understanding.intent === 'greeting' && understanding.confidence >= MIN_CONFIDENCE)
      return { reply: greetingReply(message) };
    return { reply: cannotAnswerReply() };
  }
  const query = queryOf(understanding) as Query;
  if (entities.unmatchedAddress && entities.properties.length === 0) {
    const addresses = owner.properties.map((p) => p.address);
    return {
      reply: {
        response:
          `I couldn't find a property matching "${entities.unmatchedAddress}" in your portfolio.` +
          (addresses.length ? ` Your properties are:\n${addresses.map((a) => `- ${a}`).join('\n')}` : ''),
        sources: owner.properties.map((p) => ({ type: 'property' as const, id: p.id, label: p.address })),
      },
    };
  }
  if (query.tool === 'find_tenants' && query.tenantIds.length === 0 && query.propertyIds.length === 0) {
    const name = unknownName(message, owner);
    if (name) {
      return {
        reply: {
          response: `I couldn't find a tenant named "${name}". You have ${owner.tenants.length} tenant${owner.tenants.length === 1 ? '' : 's'}; ask "who are my tenants?" to list them.`,
          sources: [],
        },
      };
    }
  }
  return { query };
}

/** The offline engine: understood words → a tool → its facts as the reply. */
export async function answerOffline(
  ctx: EngineContext,
  message: string,
  understanding: Understanding,
  state: ConversationState,
): Promise<EngineReply> {
  const plan = planQuery(understanding, state, ctx.owner, message);
  if ('reply' in plan) return plan.reply;
  return composeReply(await runQuery(ctx.db, ctx.ownerId, ctx.today, plan.query));
}
