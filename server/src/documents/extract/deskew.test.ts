import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../testing/fixtures/make-documents.js';
import { estimateTilt, rotateGrey, straighten } from './deskew.js';
import type { GreyImage } from './grey-image.js';

const RECEIPT = [
  'PINE HARDWARE SUPPLY',
  '118 Cedar Street, Dayton, OH 45402',
  'Date: 03/14/2025  Reg 2  Trans 4471',
  'Wood screws 2in box      1 @ 8.49      8.49',
  'Paint roller kit         2 @ 12.99    25.98',
  'Furnace filter 16x25     2 @ 11.50    23.00',
  'Subtotal                              57.47',
  'TOTAL                                 61.64',
];

/** A receipt photographed at `tilt` degrees, as grey pixels. */
function photo(tilt: number): GreyImage {
  const decoded = jpeg.decode(
    Buffer.from(makeJpeg(RECEIPT, { width: 1000, height: 900, fontSize: 24, tilt })),
    {
      useTArray: true,
      formatAsRGBA: true,
    },
  );
  const data = new Uint8Array(decoded.width * decoded.height);
  for (let pixel = 0; pixel < data.length; pixel += 1) data[pixel] = decoded.data[pixel * 4] as number;
  return { width: decoded.width, height: decoded.height, data };
}

describe('estimateTilt', () => {
  it.each([0, 4, -7, 11])('finds a page tilted %s° to within half a degree', (tilt) => {
    expect(Math.abs(estimateTilt(photo(tilt)) - tilt)).toBeLessThanOrEqual(0.5);
  });

  it('finds a straightened page straight', () => {
    const tilted = photo(9);
    expect(Math.abs(estimateTilt(rotateGrey(tilted, -estimateTilt(tilted))))).toBeLessThanOrEqual(0.3);
  });

  it('says nothing of a blank page', () => {
    expect(estimateTilt({ width: 50, height: 40, data: new Uint8Array(2000).fill(255) })).toBe(0);
  });
});

describe('straighten', () => {
  it('leaves a small tilt to tesseract and straightens a large one', () => {
    expect(straighten(photo(3))).toBeNull();
    expect(straighten(photo(-10))).not.toBeNull();
  });

  it('grows the page to hold its corners, white where nothing was', () => {
    const turned = rotateGrey({ width: 100, height: 50, data: new Uint8Array(5000).fill(0) }, 30);
    expect(turned.width).toBe(Math.ceil(100 * Math.cos(Math.PI / 6) + 50 * Math.sin(Math.PI / 6)));
    expect(turned.data[0]).toBe(255);
    expect(turned.data[Math.floor(turned.height / 2) * turned.width + Math.floor(turned.width / 2)]).toBe(0);
  });
});
