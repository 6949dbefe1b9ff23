import { OpenAiCompatibleClient } from './openai-compatible.js';

/**
 * An optional large language model, spoken to through the OpenAI-compatible chat-completions protocol
 * (OpenAI, Azure, Ollama, llama.cpp, vLLM…). Unset base URL = no LLM: the assistant answers offline.
 */

export type LlmConfig = {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
};

export type LlmToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** A function the model may call; `parameters` is a JSON Schema object. */
export type LlmTool = {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

export type LlmCompletion = { content: string | null; toolCalls: LlmToolCall[] };

export interface LlmClient {
  readonly model: string;
  /** One chat-completions round; throws LlmError on any failure (network, status, timeout, bad reply). */
  complete(messages: LlmMessage[], tools: LlmTool[]): Promise<LlmCompletion>;
}

export class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmError';
  }
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const LLM_TIMEOUT_MS = 20_000;

export function createLlmClient(
  config: LlmConfig,
  options: { timeoutMs?: number } = {},
): LlmClient | undefined {
  if (!config.baseUrl) return undefined;
  return new OpenAiCompatibleClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    model: config.model || DEFAULT_LLM_MODEL,
    timeoutMs: options.timeoutMs ?? LLM_TIMEOUT_MS,
  });
}
