// `npm start`: build whatever is missing or older than its sources, then run the server.
//
// The server runs as a child process so that its memory allocator can be configured before it starts:
// glibc gives every thread that allocates its own malloc arena (up to 8 per core), and the server's
// threads (document reader, OCR, compression, hashing) each grew one and kept it. Two arenas keep the
// server about 60 MB smaller under load at no measured cost per request (docs/decisions/0005-memory.md).
// An operator's own MALLOC_ARENA_MAX wins. Signals are passed on, so Ctrl-C, SIGTERM (graceful shutdown)
// and SIGUSR2 (backup) reach the server, and this process exits as the server did.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, root } from './build-if-stale.mjs';

ensureBuilt();

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGUSR2'];
for (const signal of FORWARDED) process.on(signal, () => server.kill(signal));

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal, as a shell or a supervisor expects.
    for (const forwarded of FORWARDED) process.removeAllListeners(forwarded);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
