/**
 * Images → text by OCR. The pixel count is read from the header before anything is decoded (a 60 000 ×
 * 60 000 PNG is a few hundred bytes and 14 GB of pixels). Images then go to tesseract as they are: its
 * decoders (leptonica) run inside WebAssembly, where a corrupt file can fail but never crash the process,
 * and it flattens transparency and follows JPEG EXIF orientation itself.
 *
 * Native decoders are deliberately avoided: @napi-rs/canvas (skia) segfaulted on damaged PNGs and JPEGs
 * in our fuzzing, and a segfault in a worker thread kills the whole server. The one pre-processing step,
 * upscaling small PNG and JPEG images (tesseract misreads text under about 10 px), decodes in pure JS.
 */
import jpeg from 'jpeg-js';
import { imageSize } from 'image-size';
import { PNG } from 'pngjs';
import type { FileKind } from './detect-file-type.js';
import { damagedFile, tooLargeFile } from './extract-errors.js';
import { EXTRACTION_LIMITS } from './extract-limits.js';
import { recognizeText } from './ocr.js';

const MAX_UPSCALE = 3;

export async function extractImageText(bytes: Uint8Array, kind: FileKind): Promise<string> {
  const { width, height } = readImageSize(bytes);
  if (width * height > EXTRACTION_LIMITS.maxImagePixels) throw tooLargeFile();
  const longestSide = Math.max(width, height);
  const isSmall = longestSide < EXTRACTION_LIMITS.minOcrImageSide;
  const scale = Math.min(MAX_UPSCALE, EXTRACTION_LIMITS.minOcrImageSide / longestSide);
  const upscaled = isSmall && (kind === 'png' || kind === 'jpeg') ? tryUpscale(bytes, kind, scale) : null;
  return recognizeText(upscaled ?? bytes);
}

/**
 * Null when the pure-JS decoders (stricter than leptonica) refuse the file: tesseract gets the original.
 * The re-encoded PNG drops JPEG EXIF orientation, which only matters for photos, and those are not small.
 */
function tryUpscale(bytes: Uint8Array, kind: 'png' | 'jpeg', scale: number): Uint8Array | null {
  try {
    return upscale(decodeToRgba(bytes, kind), scale);
  } catch {
    return null;
  }
}

function readImageSize(bytes: Uint8Array): { width: number; height: number } {
  try {
    const { width, height } = imageSize(bytes);
    if (width > 0 && height > 0) return { width, height };
  } catch {
    // fall through: a header we cannot read is a damaged file
  }
  throw damagedFile();
}

type RgbaImage = { width: number; height: number; data: Uint8Array };

function decodeToRgba(bytes: Uint8Array, kind: 'png' | 'jpeg'): RgbaImage {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') return PNG.sync.read(buffer);
  return jpeg.decode(buffer, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: EXTRACTION_LIMITS.maxImagePixels / 1_000_000,
  });
}

/** Grey levels on a white background (transparency flattened), bilinear upscaling, as a greyscale PNG. */
function upscale(image: RgbaImage, scale: number): Uint8Array {
  const { width, height, data } = image;
  const grey = new Float32Array(width * height);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const [red, green, blue, alpha] = [
      data[pixel * 4],
      data[pixel * 4 + 1],
      data[pixel * 4 + 2],
      data[pixel * 4 + 3],
    ];
    const luminance = 0.299 * (red ?? 0) + 0.587 * (green ?? 0) + 0.114 * (blue ?? 0);
    const opacity = (alpha ?? 255) / 255;
    grey[pixel] = luminance * opacity + 255 * (1 - opacity);
  }

  const targetWidth = Math.round(width * scale);
  const targetHeight = Math.round(height * scale);
  const output = new PNG({ width: targetWidth, height: targetHeight });
  output.data = Buffer.alloc(targetWidth * targetHeight); // one grey byte per pixel (inputColorType 0)
  const at = (x: number, y: number) => grey[Math.min(height - 1, y) * width + Math.min(width - 1, x)] ?? 255;
  for (let y = 0; y < targetHeight; y += 1) {
    const sourceY = Math.max(0, (y + 0.5) / scale - 0.5);
    const top = Math.floor(sourceY);
    const dy = sourceY - top;
    for (let x = 0; x < targetWidth; x += 1) {
      const sourceX = Math.max(0, (x + 0.5) / scale - 0.5);
      const left = Math.floor(sourceX);
      const dx = sourceX - left;
      const upper = at(left, top) * (1 - dx) + at(left + 1, top) * dx;
      const lower = at(left, top + 1) * (1 - dx) + at(left + 1, top + 1) * dx;
      output.data[y * targetWidth + x] = Math.round(upper * (1 - dy) + lower * dy);
    }
  }
  return PNG.sync.write(output, { colorType: 0, inputColorType: 0 });
}
