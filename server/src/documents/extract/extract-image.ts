/**
 * Images → text by OCR. The pixel count is read from the header before anything is decoded (a 60 000 ×
 * 60 000 PNG is a few hundred bytes and 14 GB of pixels). Images then go to tesseract as they are: its
 * decoders (leptonica) run inside WebAssembly, where a corrupt file can fail but never crash the process,
 * and it flattens transparency and follows JPEG EXIF orientation itself.
 *
 * Native decoders are deliberately avoided: @napi-rs/canvas (skia) segfaulted on damaged PNGs and JPEGs
 * in our fuzzing, and a segfault in a worker thread kills the whole server. The pre-processing steps,
 * upscaling small PNG and JPEG images (tesseract misreads text under about 10 px) and straightening a
 * photo held crooked (deskew.ts), decode in pure JS. A bill whose total or date the first reading misses is
 * read again: with local thresholding, then with its ruled lines erased (second-reading.ts).
 */
import jpeg from 'jpeg-js';
import { imageSize } from 'image-size';
import { PNG } from 'pngjs';
import { straighten } from './deskew.js';
import type { FileKind } from './detect-file-type.js';
import { damagedFile, tooLargeFile } from './extract-errors.js';
import { EXTRACTION_LIMITS } from './extract-limits.js';
import { encodePgm, orientGrey, type GreyImage } from './grey-image.js';
import { recognizeBill } from './second-reading.js';

const MAX_UPSCALE = 3;

/**
 * Photos up to this many pixels (a 12-megapixel phone photo) are decoded here to be straightened, which
 * costs about a second in pure JS; bigger ones go to tesseract as sent.
 */
const MAX_STRAIGHTENED_PIXELS = 16_000_000;

/** `ocrDeadline`: a `performance.now()` time after which no second reading starts (second-reading.ts). */
export async function extractImageText(
  bytes: Uint8Array,
  kind: FileKind,
  ocrDeadline = Infinity,
): Promise<string> {
  const { width, height, orientation } = readImageSize(bytes);
  if (width * height > EXTRACTION_LIMITS.maxImagePixels) throw tooLargeFile();
  const decoded =
    (kind === 'png' || kind === 'jpeg') && width * height <= MAX_STRAIGHTENED_PIXELS
      ? tryDecode(bytes, kind)
      : null;
  if (!decoded) return recognizeBill(bytes, {}, ocrDeadline);
  // Decoded pixels lie as the camera stored them: turned as the EXIF tag says before the tilt is measured.
  const shown = kind === 'jpeg' ? orientGrey(greyOf(decoded), orientation) : greyOf(decoded);
  const straight = straighten(shown);
  if (straight) {
    const scale = upscaleFactor(straight.width, straight.height);
    const pixels = scale > 1 ? upscale(straight, scale) : straight;
    return recognizeBill(encodePgm(pixels), {}, ocrDeadline, () => pixels);
  }
  // Not tilted: the file as sent (tesseract follows the EXIF tag itself), upscaled when small.
  const scale = upscaleFactor(width, height);
  const upscaled = scale > 1 ? upscale(luminanceOf(decoded), scale) : null;
  return recognizeBill(upscaled ? encodePgm(upscaled) : bytes, {}, ocrDeadline, () => upscaled ?? shown);
}

/** How much a small image is enlarged for OCR (1: not small). */
function upscaleFactor(width: number, height: number): number {
  const longestSide = Math.max(width, height);
  return longestSide < EXTRACTION_LIMITS.minOcrImageSide
    ? Math.min(MAX_UPSCALE, EXTRACTION_LIMITS.minOcrImageSide / longestSide)
    : 1;
}

/** Null when the pure-JS decoders (stricter than leptonica) refuse the file: tesseract gets the original. */
function tryDecode(bytes: Uint8Array, kind: 'png' | 'jpeg'): RgbaImage | null {
  try {
    return decodeToRgba(bytes, kind);
  } catch {
    return null;
  }
}

function readImageSize(bytes: Uint8Array): { width: number; height: number; orientation?: number } {
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (width > 0 && height > 0) return { width, height, orientation };
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

type Pixels = { width: number; height: number; at: (x: number, y: number) => number };

/** Grey levels on a white background (transparency flattened), unrounded. */
function luminanceOf(image: RgbaImage): Pixels {
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
  return { width, height, at: (x, y) => grey[y * width + x] ?? 255 };
}

function greyOf(image: RgbaImage): GreyImage {
  const { width, height, at } = luminanceOf(image);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data[y * width + x] = Math.round(at(x, y));
  return { width, height, data };
}

/** Bilinear upscaling, to grey pixels. */
function upscale(image: Pixels | GreyImage, scale: number): GreyImage {
  const { width, height } = image;
  const read =
    'at' in image
      ? image.at
      : (x: number, y: number) => (image.data[y * width + x] as number | undefined) ?? 255;
  const targetWidth = Math.round(width * scale);
  const targetHeight = Math.round(height * scale);
  const data = new Uint8Array(targetWidth * targetHeight);
  const at = (x: number, y: number) => read(Math.min(width - 1, x), Math.min(height - 1, y));
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
      data[y * targetWidth + x] = Math.round(upper * (1 - dy) + lower * dy);
    }
  }
  return { width: targetWidth, height: targetHeight, data };
}
