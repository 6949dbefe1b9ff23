/**
 * Straightening a photographed page before OCR. Tesseract reads lines tilted a few degrees well, and loses
 * words past about 6° (bench/results.md, "Photos tilted"): a phone photo of a receipt is often held
 * crooked by that much. The tilt is found from the text itself: the angle at which the dark pixels pile
 * up into the fewest, fullest rows (a projection profile), on a small copy of the page.
 */
import { downscaleGrey, otsuLevel, type GreyImage } from './grey-image.js';

/**
 * Tilts smaller than this are left to tesseract: it read a generated receipt as well up to 4°, and lost
 * words from 6° (bench/results.md, "Photos tilted"); a real receipt photo tilted 4.4° read worse
 * straightened than as taken.
 */
export const STRAIGHTEN_FROM_DEGREES = 6;
const SEARCH_DEGREES = 15;
const SAMPLE_SIDE = 800;
const MAX_SAMPLES = 60_000;

/** How sharply the ink piles into rows when the page is turned by `degrees`: higher is straighter. */
function rowSharpness(xs: Float64Array, ys: Float64Array, degrees: number, height: number): number {
  const radians = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const offset = height;
  const rows = new Float64Array(height * 3);
  for (let i = 0; i < xs.length; i += 1) {
    const row = Math.round((ys[i] as number) * cos - (xs[i] as number) * sin + offset);
    if (row >= 0 && row < rows.length) rows[row] = (rows[row] as number) + 1;
  }
  let score = 0;
  for (const count of rows) score += count * count;
  return score;
}

/**
 * The page's tilt in degrees (positive: the text runs down to the right), between -15 and 15; 0 when the
 * page holds too little ink to tell.
 */
export function estimateTilt(image: GreyImage): number {
  const factor = Math.min(1, SAMPLE_SIDE / Math.max(image.width, image.height));
  const small = factor < 1 ? downscaleGrey(image, factor) : image;
  const threshold = otsuLevel(small);
  const ink: number[] = [];
  for (let y = 0; y < small.height; y += 1)
    for (let x = 0; x < small.width; x += 1)
      if ((small.data[y * small.width + x] as number) < threshold) ink.push(x, y);
  const count = ink.length / 2;
  // Nearly blank or nearly black: no rows of text to line up.
  if (count < 200 || count > small.width * small.height * 0.5) return 0;
  const step = Math.max(1, Math.ceil(count / MAX_SAMPLES));
  const xs = new Float64Array(Math.ceil(count / step));
  const ys = new Float64Array(xs.length);
  for (let i = 0, k = 0; i < count; i += step, k += 1) {
    xs[k] = ink[i * 2] as number;
    ys[k] = ink[i * 2 + 1] as number;
  }
  const best = (from: number, to: number, by: number, start: number) => {
    let angle = start;
    let score = rowSharpness(xs, ys, start, small.height);
    for (let degrees = from; degrees <= to + 1e-9; degrees += by) {
      const sharpness = rowSharpness(xs, ys, degrees, small.height);
      if (sharpness > score) [angle, score] = [degrees, sharpness];
    }
    return angle;
  };
  const coarse = best(-SEARCH_DEGREES, SEARCH_DEGREES, 0.5, 0);
  return Math.round(best(coarse - 0.5, coarse + 0.5, 0.1, coarse) * 10) / 10;
}

/** The page turned by `degrees` about its centre (bilinear), grown to hold its corners, white around it. */
export function rotateGrey(image: GreyImage, degrees: number): GreyImage {
  const radians = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const width = Math.ceil(Math.abs(image.width * cos) + Math.abs(image.height * sin));
  const height = Math.ceil(Math.abs(image.width * sin) + Math.abs(image.height * cos));
  const data = new Uint8Array(width * height).fill(255);
  const [cx, cy] = [image.width / 2, image.height / 2];
  const [ox, oy] = [width / 2, height / 2];
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= image.width || y >= image.height
      ? 255
      : (image.data[y * image.width + x] as number);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // The source pixel that lands here: the inverse turn.
      const sx = (x - ox) * cos + (y - oy) * sin + cx;
      const sy = -(x - ox) * sin + (y - oy) * cos + cy;
      const left = Math.floor(sx);
      const top = Math.floor(sy);
      if (left < -1 || top < -1 || left >= image.width || top >= image.height) continue;
      const dx = sx - left;
      const dy = sy - top;
      const upper = at(left, top) * (1 - dx) + at(left + 1, top) * dx;
      const lower = at(left, top + 1) * (1 - dx) + at(left + 1, top + 1) * dx;
      data[y * width + x] = Math.round(upper * (1 - dy) + lower * dy);
    }
  }
  return { width, height, data };
}

/** The page straightened when it is tilted enough for tesseract to lose words; otherwise null. */
export function straighten(image: GreyImage): GreyImage | null {
  const tilt = estimateTilt(image);
  return Math.abs(tilt) >= STRAIGHTEN_FROM_DEGREES ? rotateGrey(image, -tilt) : null;
}
