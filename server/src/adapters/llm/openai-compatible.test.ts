import { afterEach, describe, expect, it } from 'vitest';
import { createLlmClient, DEFAULT_LLM_MODEL, LlmError, type LlmTool } from './llm.js';
import { messageReply, startFakeLlmServer, toolCallReply, type FakeLlmServer } from './fake-llm-server.js';

const TOOLS: LlmTool[] = [
  {
    type: 'function',
    function: {
      name: 'rent_roll',
      description: 'Active leases with rents',
      parameters: { type: 'object', properties: { property: { type: 'string' } } },
    },
  },
];

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('OpenAI-compatible client', () => {
  it('posts model, messages and tools with a bearer key, and reads tool calls', async () => {
    server = await startFakeLlmServer(() => toolCallReply('rent_roll', { property: '12 Elm St' }, 'call_7'));
    const client = createLlmClient({
      baseUrl: `${server.baseUrl}/`,
      apiKey: 'sk-test',
      model: 'small-model',
    });
    const completion = await client?.complete([{ role: 'user', content: 'rent roll?' }], TOOLS);
    expect(completion).toEqual({
      content: null,
      toolCalls: [
        {
          id: 'call_7',
          type: 'function',
          function: { name: 'rent_roll', arguments: '{"property":"12 Elm St"}' },
        },
      ],
    });
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'small-model',
      messages: [{ role: 'user', content: 'rent roll?' }],
      tools: TOOLS,
      tool_choice: 'auto',
    });
  });

  it('reads a final message; no key, no authorization header; a default model', async () => {
    server = await startFakeLlmServer(() => messageReply('Hello'));
    const client = createLlmClient({ baseUrl: server.baseUrl });
    expect(client?.model).toBe(DEFAULT_LLM_MODEL);
    expect(await client?.complete([{ role: 'user', content: 'hi' }], [])).toEqual({
      content: 'Hello',
      toolCalls: [],
    });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.body.tools).toBeUndefined();
  });

  it('is off without a base URL', () => {
    expect(createLlmClient({ apiKey: 'sk-test', model: 'x' })).toBeUndefined();
  });

  it('turns HTTP errors, bad replies, timeouts and refused connections into LlmError', async () => {
    server = await startFakeLlmServer((_request, index) =>
      index === 0
        ? { status: 500, body: { error: { message: 'boom, echoing your prompt' } } }
        : index === 1
          ? { body: { choices: [] } }
          : { body: messageReply('late').body, delayMs: 500 },
    );
    const client = createLlmClient({ baseUrl: server.baseUrl }, { timeoutMs: 100 });
    const ask = () => client?.complete([{ role: 'user', content: 'hi' }], TOOLS);
    await expect(ask()).rejects.toThrow(new LlmError('LLM answered HTTP 500'));
    await expect(ask()).rejects.toThrow('LLM reply did not have the chat-completions shape');
    await expect(ask()).rejects.toThrow('LLM request timed out after 100 ms');
    const closed = server.baseUrl;
    await server.close();
    server = undefined;
    await expect(
      createLlmClient({ baseUrl: closed })?.complete([{ role: 'user', content: 'hi' }], []),
    ).rejects.toThrow(LlmError);
  });
});
