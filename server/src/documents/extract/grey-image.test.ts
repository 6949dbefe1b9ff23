import { describe, expect, it } from 'vitest';
import { downscaleGrey, encodePgm, greyFromPdfjsImage, orientGrey } from './grey-image.js';

describe('greyFromPdfjsImage', () => {
  it('unpacks 1-bit rows (1 is white, rows padded to a byte)', () => {
    // Two rows of 10 pixels: 2 bytes a row.
    const data = new Uint8Array([0b10100000, 0b01000000, 0b11111111, 0b11000000]);
    const grey = greyFromPdfjsImage({ width: 10, height: 2, kind: 1, data });
    expect(Array.from(grey?.data ?? [])).toEqual([
      255, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    ]);
  });

  it('turns RGB into luma, and transparent RGBA into the white page under it', () => {
    const rgb = greyFromPdfjsImage({
      width: 2,
      height: 1,
      kind: 2,
      data: new Uint8Array([255, 0, 0, 0, 0, 255]),
    });
    expect(Array.from(rgb?.data ?? [])).toEqual([76, 28]);
    const rgba = greyFromPdfjsImage({
      width: 2,
      height: 1,
      kind: 3,
      data: new Uint8Array([0, 0, 0, 0, 0, 0, 0, 255]),
    });
    expect(Array.from(rgba?.data ?? [])).toEqual([255, 0]);
  });

  it('gives up on what it does not know: no pixels, an unknown kind, too few bytes', () => {
    expect(greyFromPdfjsImage({ width: 2, height: 2 })).toBeNull();
    expect(greyFromPdfjsImage({ width: 1, height: 1, kind: 9, data: new Uint8Array(4) })).toBeNull();
    expect(greyFromPdfjsImage({ width: 4, height: 4, kind: 2, data: new Uint8Array(10) })).toBeNull();
  });
});

describe('downscaleGrey', () => {
  it('averages the pixels each target pixel covers', () => {
    const image = { width: 4, height: 2, data: new Uint8Array([0, 100, 200, 200, 100, 200, 0, 0]) };
    expect(downscaleGrey(image, 0.5)).toEqual({ width: 2, height: 1, data: new Uint8Array([100, 100]) });
  });
});

describe('encodePgm', () => {
  it('writes a binary PGM header before the raw pixels', () => {
    const pgm = encodePgm({ width: 3, height: 1, data: new Uint8Array([1, 2, 3]) });
    expect(Buffer.from(pgm).subarray(0, 11).toString('latin1')).toBe('P5\n3 1\n255\n');
    expect(Array.from(pgm.subarray(11))).toEqual([1, 2, 3]);
  });
});

describe('orientGrey', () => {
  // 3 × 2 stored pixels:  1 2 3
  //                       4 5 6
  const stored = { width: 3, height: 2, data: new Uint8Array([1, 2, 3, 4, 5, 6]) };
  it.each([
    [1, 3, 2, [1, 2, 3, 4, 5, 6]],
    [3, 3, 2, [6, 5, 4, 3, 2, 1]],
    [6, 2, 3, [4, 1, 5, 2, 6, 3]],
    [8, 2, 3, [3, 6, 2, 5, 1, 4]],
    [2, 3, 2, [3, 2, 1, 6, 5, 4]],
  ])('turns EXIF orientation %s as a viewer shows it', (orientation, width, height, pixels) => {
    const shown = orientGrey(stored, orientation);
    expect([shown.width, shown.height, Array.from(shown.data)]).toEqual([width, height, pixels]);
  });
});
