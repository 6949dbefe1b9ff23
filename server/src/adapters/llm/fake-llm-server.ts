import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible server, for tests: node:http on 127.0.0.1 and a free port.
 * Each POST to /chat/completions is recorded and answered by `respond` (a status and a JSON body).
 */

export type FakeLlmRequest = {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
};
export type FakeLlmResponse = { status?: number; body: unknown; delayMs?: number };

export type FakeLlmServer = {
  /** Base URL, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: FakeLlmRequest[];
  close: () => Promise<void>;
};

/** A chat-completions reply with a plain message. */
export const messageReply = (content: string): FakeLlmResponse => ({
  body: {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

/** A chat-completions reply calling one tool. */
export const toolCallReply = (
  name: string,
  args: Record<string, unknown>,
  id = 'call_1',
): FakeLlmResponse => ({
  body: {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
        },
        finish_reason: 'tool_calls',
      },
    ],
  },
});

export async function startFakeLlmServer(
  respond: (request: FakeLlmRequest, index: number) => FakeLlmResponse | Promise<FakeLlmResponse>,
): Promise<FakeLlmServer> {
  const requests: FakeLlmRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          // Recorded as empty; the test decides.
        }
        const request = { path: req.url ?? '', headers: req.headers, body };
        requests.push(request);
        const reply = await respond(request, requests.length - 1);
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
