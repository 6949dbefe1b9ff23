/**
 * The document reader's process entry: a child process started by the pool (document-pool.ts), one document
 * at a time. Built to dist/document-worker.js by server/build.mjs; run from source with `--import tsx` in
 * development and tests. A process rather than a thread because only a process can be held to a hard memory
 * limit (a thread's heap limit does not bound ArrayBuffers, where pdf.js and the image decoders keep their
 * data) and hands all of its memory back to the system when it ends.
 */
import os from 'node:os';
import { extractText } from '../extract/extract-text.js';
import { toFailureReply, type ProcessMessage, type WorkerMessage } from './worker-protocol.js';

lowerPriority();

process.on('message', (message: WorkerMessage) => {
  void runTask(message);
});
// Told to stop, or the server went away (the IPC channel closed): end, whatever is running.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });

async function runTask(message: WorkerMessage): Promise<void> {
  let reply: ProcessMessage;
  try {
    reply = {
      type: 'done',
      id: message.id,
      reply: {
        ok: true,
        extraction: await extractText(message.bytes, message.options, (progress) =>
          send({ type: 'progress', id: message.id, ...progress }),
        ),
      },
    };
  } catch (error) {
    reply = { type: 'done', id: message.id, reply: toFailureReply(error) };
  }
  send({ ...reply, rssBytes: process.memoryUsage.rss() });
}

function send(message: ProcessMessage): void {
  process.send?.(message);
}

/**
 * The lowest CPU priority, so that on a small machine the server wins the cores while a scan is read. On
 * Linux the nice value belongs to the thread and the threads started after it inherit it (tesseract's
 * included), so this runs first. Not allowed (a sandbox): the process keeps the server's priority.
 */
function lowerPriority(): void {
  try {
    os.setPriority(0, os.constants.priority.PRIORITY_LOW);
  } catch {
    // keep the inherited priority
  }
}
