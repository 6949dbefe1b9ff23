/**
 * Offline OCR with tesseract.js and the English LSTM model shipped by @tesseract.js-data/eng. One
 * tesseract worker per thread, created on first use (about 0.2–1 s) and reused; jobs on it run one at a
 * time. Deterministic: same image, same settings, same text. JPEG EXIF orientation is followed, but there
 * is no orientation detection (the OSD model is not shipped for offline use): a sideways scan reads poorly.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { damagedFile } from './extract-errors.js';

const require = createRequire(import.meta.url);

/**
 * The integer-quantised "best" LSTM model: 2.9 MB, the one tesseract.js itself picks for LSTM-only
 * recognition. Without `langPath`, `gzip` and `cacheMethod: 'none'` tesseract.js downloads the model and
 * writes a cache into the working directory.
 */
const LANGUAGE_DATA_DIR = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

let ocrWorker: Promise<Tesseract.Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getOcrWorker(): Promise<Tesseract.Worker> {
  ocrWorker ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: LANGUAGE_DATA_DIR,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job (an undecodable image) from an event listener,
    // where nothing can catch it and the thread dies; the job's own promise still rejects.
    errorHandler: () => undefined,
  }).catch((error: unknown) => {
    ocrWorker = null;
    throw error;
  });
  return ocrWorker;
}

/** Text of one encoded image (PNG, JPEG, WEBP or TIFF). @throws AppError 422 if it cannot be decoded. */
export function recognizeText(image: Uint8Array): Promise<string> {
  const job = queue.then(async () => {
    const worker = await getOcrWorker();
    try {
      const result = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
      return result.data.text;
    } catch {
      // tesseract.js rejects with a bare string ("Error attempting to read image") for undecodable input;
      // start afresh next time in case the failure left the WebAssembly instance in a bad state.
      ocrWorker = null;
      void worker.terminate().catch(() => undefined);
      throw damagedFile();
    }
  });
  queue = job.catch(() => undefined);
  return job;
}

/** Ends this thread's tesseract worker (the pool's threads end it by ending; tests call this). */
export async function terminateOcr(): Promise<void> {
  const worker = ocrWorker;
  ocrWorker = null;
  if (worker) await (await worker).terminate();
}
