import { z } from 'zod';
import type { LlmClient, LlmMessage, LlmTool } from '../../adapters/llm/llm.js';
import { LlmError } from '../../adapters/llm/llm.js';
import type { Turn } from './conversation.js';
import type { EngineContext } from './offline-engine.js';
import {
  LOOSE_ARGUMENT_SCHEMAS,
  queryFromArguments,
  runQuery,
  TOOL_DESCRIPTIONS,
  TOOL_NAMES,
  type LooseArguments,
  type ToolName,
} from './queries.js';
import { CAPABILITIES, type EngineReply } from './replies.js';
import { dedupeSources, type ToolResult } from './tools/tool.js';

/**
 * The LLM path: the same tools, offered through function calling. The model chooses tools and words the
 * reply; every figure must come from a tool result (checked below), or the offline engine answers instead.
 */

const MAX_TOOL_ROUNDS = 4;
const HISTORY_TURNS = 8;

export const LLM_TOOLS: LlmTool[] = TOOL_NAMES.map((name) => {
  const { $schema: _schema, ...parameters } = z.toJSONSchema(LOOSE_ARGUMENT_SCHEMAS[name]) as Record<
    string,
    unknown
  >;
  return { type: 'function', function: { name, description: TOOL_DESCRIPTIONS[name], parameters } };
});

function systemPrompt(today: string): string {
  return [
    'You are Astor, the assistant inside a property-management app. You answer the signed-in landlord about their own records.',
    `Today is ${today}.`,
    "Call the tools for any question about properties, tenants, leases, rent, income, expenses, maintenance, the calendar or documents; they read only this user's data.",
    'Use only facts and figures from tool results. Quote figures exactly as the tools wrote them (money like $1,234.56); never compute, estimate or invent a number.',
    `If the tools cannot answer, say so in one sentence and list what you can answer: ${CAPABILITIES.join('; ')}.`,
    "Reply in 1 to 4 sentences, or a short list of '- ' lines; put figures in **bold**.",
  ].join('\n');
}

/** Money ("$1,234.56" → "1234.56") and bare numbers in a text. */
function moneyIn(text: string): string[] {
  return [...text.matchAll(/\$\s?-?\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/[$,\s]/g, ''));
}
function numbersIn(text: string): string[] {
  return [...text.replace(/\$\s?-?\d[\d,]*(?:\.\d+)?/g, ' ').matchAll(/\d+/g)].map((m) => m[0]);
}

/** Every amount and number in the reply appears in what the tools said (or the question). */
export function isGrounded(reply: string, facts: string[], question: string): boolean {
  const source = [...facts, question].join('\n');
  const amounts = new Set(moneyIn(source).flatMap((amount) => [amount, amount.replace(/\.00$/, '')]));
  const numbers = new Set([...numbersIn(source), ...moneyIn(source).flatMap((a) => a.split(/[.-]/))]);
  return (
    moneyIn(reply).every((amount) => amounts.has(amount)) &&
    numbersIn(reply).every((number) => numbers.has(number))
  );
}

const factsOf = (result: ToolResult) => [result.summary, ...result.details].join('\n');

export async function answerWithLlm(
  llm: LlmClient,
  ctx: EngineContext,
  message: string,
  history: Turn[],
): Promise<EngineReply> {
  const messages: LlmMessage[] = [
    { role: 'system', content: systemPrompt(ctx.today) },
    ...history.slice(-HISTORY_TURNS).map((turn): LlmMessage => ({
      role: turn.sender === 'user' ? 'user' : 'assistant',
      content: turn.text,
    })),
    { role: 'user', content: message },
  ];
  const results: ToolResult[] = [];
  for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
    const completion = await llm.complete(messages, LLM_TOOLS);
    if (completion.toolCalls.length === 0) {
      const content = completion.content?.trim();
      if (!content) throw new LlmError('LLM gave an empty reply');
      if (!isGrounded(content, results.map(factsOf), message))
        throw new LlmError('LLM reply has figures no tool gave');
      return { response: content, sources: dedupeSources(results.flatMap((result) => result.sources)) };
    }
    messages.push({ role: 'assistant', content: completion.content, tool_calls: completion.toolCalls });
    for (const call of completion.toolCalls) {
      const result = await runToolCall(ctx, call.function.name, call.function.arguments);
      results.push(result);
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify({ answer: result.summary, details: result.details, figures: result.figures }),
      });
    }
  }
  throw new LlmError(`LLM did not answer within ${MAX_TOOL_ROUNDS} tool rounds`);
}

async function runToolCall(ctx: EngineContext, name: string, rawArguments: string): Promise<ToolResult> {
  const unusable = (summary: string): ToolResult => ({ summary, details: [], figures: {}, sources: [] });
  if (!(TOOL_NAMES as readonly string[]).includes(name)) return unusable(`There is no tool called ${name}.`);
  const tool = name as ToolName;
  let json: unknown;
  try {
    json = JSON.parse(rawArguments || '{}');
  } catch {
    return unusable('The arguments were not valid JSON.');
  }
  const parsed = LOOSE_ARGUMENT_SCHEMAS[tool].safeParse(json);
  if (!parsed.success)
    return unusable(`Invalid arguments: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const resolved = queryFromArguments(tool, parsed.data as LooseArguments, ctx.owner, ctx.today);
  if ('notFound' in resolved) return resolved.notFound;
  return runQuery(ctx.db, ctx.ownerId, ctx.today, resolved.query);
}
