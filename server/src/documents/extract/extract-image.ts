/**
 * Images → text by OCR. The pixel count is checked from the header before anything is decoded (a 60 000 ×
 * 60 000 PNG is a few hundred bytes and 14 GB of pixels). PNG, JPEG and WEBP are redrawn on white (a
 * transparent background would otherwise OCR as black) and small ones upscaled, since tesseract reads text
 * under about 20 px tall poorly; TIFF goes to tesseract as it is (canvas cannot decode TIFF; leptonica can).
 */
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import type { FileKind } from './detect-file-type.js';
import { damagedFile, tooLargeFile } from './extract-errors.js';
import { EXTRACTION_LIMITS } from './extract-limits.js';
import { recognizeText } from './ocr.js';

const MAX_UPSCALE = 3;

export async function extractImageText(bytes: Uint8Array, kind: FileKind): Promise<string> {
  const { width, height } = readImageSize(bytes);
  if (width * height > EXTRACTION_LIMITS.maxImagePixels) throw tooLargeFile();
  const prepared = kind === 'tiff' ? bytes : await prepareForOcr(bytes);
  return recognizeText(prepared);
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

async function prepareForOcr(bytes: Uint8Array): Promise<Uint8Array> {
  let image: Image;
  try {
    image = await loadImage(bytes);
  } catch {
    throw damagedFile();
  }
  const longestSide = Math.max(image.width, image.height);
  const scale =
    longestSide < EXTRACTION_LIMITS.minOcrImageSide
      ? Math.min(MAX_UPSCALE, EXTRACTION_LIMITS.minOcrImageSide / longestSide)
      : 1;
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas.toBuffer('image/png');
}
