import { z } from 'zod';
import { LlmError, type LlmClient, type LlmCompletion, type LlmMessage, type LlmTool } from './llm.js';

const ToolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function').default('function'),
  function: z.object({ name: z.string(), arguments: z.string().default('{}') }),
});

const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(ToolCallSchema).nullish(),
        }),
      }),
    )
    .min(1),
});

export type OpenAiCompatibleOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

/** `POST {baseUrl}/chat/completions` with function calling (`tools`, `tool_choice: 'auto'`). */
export class OpenAiCompatibleClient implements LlmClient {
  readonly model: string;
  private readonly url: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.model = options.model;
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  async complete(messages: LlmMessage[], tools: LlmTool[]): Promise<LlmCompletion> {
    const body = {
      model: this.model,
      messages,
      ...(tools.length ? { tools, tool_choice: 'auto' } : {}),
    };
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new LlmError(
        timedOut ? `LLM request timed out after ${this.options.timeoutMs} ms` : 'LLM request failed',
        {
          cause: error,
        },
      );
    }
    if (!response.ok) {
      // The provider's error text may echo the request; keep only the status.
      await response.body?.cancel().catch(() => undefined);
      throw new LlmError(`LLM answered HTTP ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new LlmError('LLM reply was not JSON', { cause: error });
    }
    const parsed = CompletionSchema.safeParse(json);
    if (!parsed.success) throw new LlmError('LLM reply did not have the chat-completions shape');
    const message = (parsed.data.choices[0] as (typeof parsed.data.choices)[number]).message;
    return { content: message.content ?? null, toolCalls: message.tool_calls ?? [] };
  }
}
