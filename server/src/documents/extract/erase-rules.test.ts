import { describe, expect, it } from 'vitest';
import { eraseRules } from './erase-rules.js';
import { otsuLevel, type GreyImage } from './grey-image.js';

/** A white page with dark rectangles drawn on it. */
function page(width: number, height: number, boxes: [number, number, number, number, number][]): GreyImage {
  const data = new Uint8Array(width * height).fill(250);
  for (const [x0, y0, w, h, level] of boxes)
    for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) data[y * width + x] = level;
  return { width, height, data };
}

const at = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x];

describe('eraseRules', () => {
  it('whitens long straight runs of ink (a rule, a cell border) and keeps letter-sized marks', () => {
    const image = page(1000, 400, [
      [50, 100, 900, 3, 20], // a rule across the page
      [600, 20, 3, 300, 20], // a column's border
      [100, 120, 20, 35, 30], // a letter's stroke
    ]);
    const erased = eraseRules(image);
    expect(at(erased, 500, 101)).toBe(255);
    expect(at(erased, 601, 200)).toBe(255);
    expect(at(erased, 110, 130)).toBe(0);
    expect(at(erased, 300, 300)).toBe(255);
  });

  it('tells ink from paper by the page itself: a grey fill is ink on a white page', () => {
    const image = page(200, 100, [[10, 10, 30, 30, 120]]);
    expect(otsuLevel(image)).toBeGreaterThanOrEqual(120);
    expect(otsuLevel(image)).toBeLessThan(250);
    expect(at(eraseRules(image), 20, 20)).toBe(0);
  });
});
