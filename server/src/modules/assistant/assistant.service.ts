import type { ChatHistorySchema, ChatReply, ChatSource } from '@astor/contract/chat';
import type { z } from 'zod';
import type { LlmClient } from '../../adapters/llm/llm.js';
import type { Database } from '../../db/client.js';
import { todayIn } from '@astor/contract/calendar-date';
import * as repo from './assistant.repository.js';
import { conversationState, withTenantNamed, type Turn } from './conversation.js';
import * as demo from './demo-conversations.js';
import { demoEmergency, escalateEmergency, propertyForEmergency } from './emergency-escalation.js';
import { answerWithLlm } from './llm-engine.js';
import { intentClassifier, understand } from '../../nlu/understand.js';
import { answerOffline, planQuery, type EngineContext } from './offline-engine.js';
import type { EngineReply } from './replies.js';

/** GET /chat/history returns the latest 50 messages. */
export const HISTORY_LIMIT = 50;
/** Turns read back to understand follow-ups. */
const CONTEXT_TURNS = 12;

export type AssistantOptions = {
  /** The current time; tests pin it. */
  clock?: () => Date;
  /** The optional LLM; without it (or when it fails) the offline engine answers. */
  llm?: LlmClient | undefined;
  /** Told when the LLM fails and the offline engine answered instead; e.g. a logger's warn. */
  onLlmError?: (error: unknown) => void;
};

/** Today in the user's zone; a zone this runtime does not know counts as UTC. */
function todayInZone(timeZone: string | undefined, now: Date): string {
  try {
    return todayIn(timeZone ?? 'UTC', now);
  } catch {
    return todayIn('UTC', now);
  }
}

/**
 * Whose conversation an exchange belongs to: the owner's own history, or, in the public demo, the
 * visitor's own (by their session: demo-conversations.ts), where questions change nothing.
 */
export type ChatScope = { demoSessionId?: string | undefined };

type StoredMessage = Pick<repo.ChatMessageRow, 'id' | 'sender' | 'text' | 'sources' | 'createdAt'>;

const toTurn = (row: StoredMessage): Turn => ({
  sender: row.sender === 'bot' ? 'bot' : 'user',
  text: row.text,
  sources: (row.sources as ChatSource[] | null) ?? [],
});

/**
 * The chat assistant: emergencies first (safety guidance and an emergency maintenance request), then the
 * question, answered from the caller's own records by the tools: through the LLM when one is configured,
 * offline otherwise or when it fails. Both sides of the exchange are kept as the user's history (a demo
 * visitor's as their session's; an emergency in the demo gets the guidance and files nothing).
 */
export class AssistantService {
  private readonly clock: () => Date;

  constructor(
    private readonly db: Database,
    private readonly options: AssistantOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    // Train the intent classifier now, not on the first question.
    intentClassifier();
  }

  async reply(
    ownerId: string,
    message: string,
    timeZone?: string,
    scope: ChatScope = {},
  ): Promise<ChatReply> {
    const receivedAt = new Date();
    const today = todayInZone(timeZone ?? (await repo.findUserTimeZone(this.db, ownerId)), this.clock());
    const [owner, rows] = await Promise.all([
      repo.loadOwnerData(this.db, ownerId),
      this.recentMessages(ownerId, scope, CONTEXT_TURNS),
    ]);
    const history = rows.map(toTurn);
    const ctx: EngineContext = { db: this.db, ownerId, today, owner };
    const reply = await this.answer(ctx, message, history, scope.demoSessionId !== undefined);

    const response: ChatReply = { response: reply.response, sources: reply.sources };
    if (reply.emergency) response.emergency = true;
    // The reply is stamped after the question, so the two never swap places in the history.
    const repliedAt = new Date(Math.max(Date.now(), receivedAt.getTime() + 1));
    const exchange = [
      { sender: 'user' as const, text: message, sources: [], createdAt: receivedAt },
      { sender: 'bot' as const, text: response.response, sources: response.sources, createdAt: repliedAt },
    ];
    if (scope.demoSessionId !== undefined) {
      await demo.appendDemoMessages(this.db, scope.demoSessionId, exchange);
    } else {
      await repo.insertChatMessages(this.db, ownerId, exchange);
    }
    return response;
  }

  private recentMessages(ownerId: string, scope: ChatScope, limit: number): Promise<StoredMessage[]> {
    return scope.demoSessionId !== undefined
      ? demo.listDemoMessages(this.db, scope.demoSessionId, limit)
      : repo.listRecentChatMessages(this.db, ownerId, limit);
  }

  private async answer(
    ctx: EngineContext,
    typed: string,
    history: Turn[],
    isDemo: boolean,
  ): Promise<EngineReply> {
    let message = typed;
    let understanding = understand(message, ctx.owner, ctx.today);
    if (understanding.emergency && isDemo) {
      const report = { kind: understanding.emergency, message };
      return demoEmergency(report, propertyForEmergency(understanding, ctx.owner.properties));
    }
    if (understanding.emergency) {
      return escalateEmergency(
        this.db,
        ctx.ownerId,
        { kind: understanding.emergency, message },
        propertyForEmergency(understanding, ctx.owner.properties),
      );
    }
    // Earlier turns are planned as the engine planned them ("the most expensive place" ranked, even when
    // the classifier alone was unsure), so "and the cheapest one?" turns that ranking round.
    const state = conversationState(history, ctx.owner, ctx.today, (turn, before, text) => {
      const planned = planQuery(turn, before, ctx.owner, text, ctx.today);
      return 'query' in planned ? planned.query : undefined;
    });
    // "when did he last pay me?" after an answer naming Caspian Wetherell: read with his name.
    if (!understanding.entities.tenants.length) {
      const named = withTenantNamed(message, state);
      if (named !== message) {
        message = named;
        understanding = understand(message, ctx.owner, ctx.today);
      }
    }
    // "12 Elm" after "Which property is this at?" logs the emergency reported just before (the demo never asks).
    if (state.pendingEmergency && !isDemo) {
      const target = propertyForEmergency(understanding, ctx.owner.properties);
      if ('property' in target && understanding.entities.properties.length > 0) {
        return escalateEmergency(this.db, ctx.ownerId, state.pendingEmergency, target);
      }
    }
    if (this.options.llm) {
      try {
        return await answerWithLlm(this.options.llm, ctx, message, history);
      } catch (error) {
        this.options.onLlmError?.(error);
      }
    }
    return answerOffline(ctx, message, understanding, state);
  }

  async history(ownerId: string, scope: ChatScope = {}): Promise<z.infer<typeof ChatHistorySchema>> {
    const rows = await this.recentMessages(ownerId, scope, HISTORY_LIMIT);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        sender: row.sender === 'bot' ? ('bot' as const) : ('user' as const),
        text: row.text,
        sources: (row.sources as ChatSource[] | null) ?? [],
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  async clearHistory(ownerId: string, scope: ChatScope = {}): Promise<number> {
    if (scope.demoSessionId !== undefined) return demo.clearDemoMessages(this.db, scope.demoSessionId);
    return repo.deleteChatMessages(this.db, ownerId);
  }
}
