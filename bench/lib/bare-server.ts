/**
 * The ceiling: a bare node:http server answering every request with one captured response (status,
 * headers, body bytes). Run as its own process (`node bench/lib/bare-server.ts <capture.json>`), so it
 * shares the two cores with the load generator exactly as the real server does. Prints its port.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

type Capture = { status: number; headers: Record<string, string>; body: string };

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server.ts <capture.json>');
const capture = JSON.parse(readFileSync(file, 'utf8')) as Capture;
const body = Buffer.from(capture.body, 'base64');
const headers = { ...capture.headers, 'content-length': String(body.length) };

const server = http.createServer((request, response) => {
  // Drain any body, then answer with the captured bytes.
  request.resume();
  response.writeHead(capture.status, headers);
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
