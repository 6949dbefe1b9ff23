/**
 * A page with its ruled lines erased. An invoice prints its date, number and terms in boxes ("Date" over a
 * cell holding "12/04/24"), and tesseract's page layout takes text boxed tightly by rules above and below
 * for part of a drawing: the cell's value is left out of the reading, or run together with its frame into
 * noise. With ink told from paper (one level for the page, Otsu's) and every long straight run of ink
 * (a rule, a cell's border, a shaded bar's rows) whitened, the values stand alone and read plainly. Used
 * for a bill's last reading (second-reading.ts), never the first: shaded bars lose their white lettering.
 */
import { otsuLevel, type GreyImage } from './grey-image.js';

/** A horizontal run of ink this share of the page's width or longer is a rule, not a letter. */
const RULE_SHARE_OF_WIDTH = 1 / 25;
/** A vertical run this share of the page's height or longer: taller than the letters of a large title. */
const RULE_SHARE_OF_HEIGHT = 1 / 25;
/** Runs shorter than this many pixels are letters whatever the page's size (a small or low-resolution image). */
const MIN_RULE_PIXELS = 40;

/** Black ink on white paper, with every horizontal and vertical run of ink long enough to be a rule erased. */
export function eraseRules(image: GreyImage): GreyImage {
  const { width, height } = image;
  const level = otsuLevel(image);
  const ink = new Uint8Array(width * height);
  for (let pixel = 0; pixel < ink.length; pixel += 1)
    ink[pixel] = (image.data[pixel] as number) <= level ? 1 : 0;
  const rule = new Uint8Array(width * height);
  const across = Math.max(MIN_RULE_PIXELS, Math.round(width * RULE_SHARE_OF_WIDTH));
  const down = Math.max(MIN_RULE_PIXELS, Math.round(height * RULE_SHARE_OF_HEIGHT));
  for (let y = 0; y < height; y += 1) {
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const isInk = x < width && ink[y * width + x] === 1;
      if (isInk && start < 0) start = x;
      if (!isInk && start >= 0) {
        if (x - start >= across) rule.fill(1, y * width + start, y * width + x);
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x += 1) {
    let start = -1;
    for (let y = 0; y <= height; y += 1) {
      const isInk = y < height && ink[y * width + x] === 1;
      if (isInk && start < 0) start = y;
      if (!isInk && start >= 0) {
        if (y - start >= down) for (let row = start; row < y; row += 1) rule[row * width + x] = 1;
        start = -1;
      }
    }
  }
  const data = new Uint8Array(width * height);
  for (let pixel = 0; pixel < data.length; pixel += 1)
    data[pixel] = ink[pixel] === 1 && rule[pixel] === 0 ? 0 : 255;
  return { width, height, data };
}
