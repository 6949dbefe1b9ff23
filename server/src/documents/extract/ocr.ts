/**
 * Offline OCR with tesseract.js and the English LSTM model shipped by @tesseract.js-data/eng. Up to two
 * tesseract workers per reader process, created on first use (about 0.2–1 s each) and reused. Deterministic: same image, same settings, same text. JPEG EXIF orientation is followed, but there
 * is no orientation detection (the OSD model is not shipped for offline use): a sideways scan reads poorly.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
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

/**
 * Up to this many tesseract workers (each a thread with its own engine, about 100 MB) read pages at once:
 * a multi-page scan uses both cores of a small machine. The reader process runs at the lowest priority, so
 * the server's requests still come first.
 */
const MAX_OCR_WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));

/**
 * `removesNoise`, `thresholdsLocally`: the worker's textord_heavy_nr and thresholding_method settings,
 * changed only when a call asks otherwise.
 */
type OcrSlot = {
  worker: Promise<Tesseract.Worker>;
  busy: boolean;
  removesNoise: boolean;
  thresholdsLocally: boolean;
};
const slots: OcrSlot[] = [];
const waiting: Array<(slot: OcrSlot) => void> = [];

function startWorker(): Promise<Tesseract.Worker> {
  return Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: LANGUAGE_DATA_DIR,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job (an undecodable image) from an event listener,
    // where nothing can catch it and the thread dies; the job's own promise still rejects.
    errorHandler: () => undefined,
  });
}

/** An idle worker, a new one while fewer than MAX_OCR_WORKERS exist, or the next one to be released. */
function acquire(): Promise<OcrSlot> {
  const idle = slots.find((slot) => !slot.busy);
  if (idle) {
    idle.busy = true;
    return Promise.resolve(idle);
  }
  if (slots.length < MAX_OCR_WORKERS) {
    const slot: OcrSlot = {
      worker: startWorker(),
      busy: true,
      removesNoise: false,
      thresholdsLocally: false,
    };
    slots.push(slot);
    return Promise.resolve(slot);
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(slot: OcrSlot): void {
  const next = waiting.shift();
  if (next) next(slot);
  else slot.busy = false;
}

/** Drops a worker that failed (it may be in a bad state); whoever waits gets a fresh one. */
function discard(slot: OcrSlot): void {
  slots.splice(slots.indexOf(slot), 1);
  void slot.worker.then((worker) => worker.terminate()).catch(() => undefined);
  const next = waiting.shift();
  if (next) {
    const fresh: OcrSlot = {
      worker: startWorker(),
      busy: true,
      removesNoise: false,
      thresholdsLocally: false,
    };
    slots.push(fresh);
    next(fresh);
  }
}

export type RecognizeOptions = {
  /**
   * Tesseract's heavy noise removal (textord_heavy_nr): specks of a copier or a fax are dropped before
   * layout analysis instead of being read as lines of stray characters. On our speckled scans it raised the
   * words read and cut the time a page takes (bench/results.md); photos keep the default, unmeasured there.
   */
  removeNoise?: boolean;
  /**
   * Tesseract's Sauvola thresholding (thresholding_method 2): ink told from paper by the brightness around
   * each pixel rather than one level for the whole page, so that a shadow over part of a photo does not
   * turn its paper black. Used for a second reading (second-reading.ts), not by default.
   */
  thresholdLocally?: boolean;
};

/**
 * Text of one encoded image (PNG, JPEG, WEBP, TIFF or PGM). Several calls run on up to MAX_OCR_WORKERS
 * engines at once. @throws AppError 422 if it cannot be decoded.
 */
export async function recognizeText(image: Uint8Array, options: RecognizeOptions = {}): Promise<string> {
  const slot = await acquire();
  try {
    const worker = await slot.worker;
    const removeNoise = options.removeNoise ?? false;
    const thresholdLocally = options.thresholdLocally ?? false;
    if (slot.removesNoise !== removeNoise || slot.thresholdsLocally !== thresholdLocally) {
      await worker.setParameters({
        textord_heavy_nr: removeNoise ? '1' : '0',
        thresholding_method: thresholdLocally ? '2' : '0',
      } as Partial<Tesseract.WorkerParams>);
      slot.removesNoise = removeNoise;
      slot.thresholdsLocally = thresholdLocally;
    }
    const result = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    release(slot);
    return result.data.text;
  } catch {
    // tesseract.js rejects with a bare string ("Error attempting to read image") for undecodable input, or
    // the engine could not start; start afresh next time in case the WebAssembly instance is in a bad state.
    discard(slot);
    throw damagedFile();
  }
}

/** How many pages can be read at once: callers keep this many recognitions in flight. */
export const OCR_CONCURRENCY = MAX_OCR_WORKERS;

/** Ends this process's tesseract workers (reader processes end them by ending; tests call this). */
export async function terminateOcr(): Promise<void> {
  const ending = slots.splice(0);
  await Promise.all(ending.map(async (slot) => (await slot.worker).terminate()));
}
