/**
 * Greyscale pixels for OCR. A scanned PDF page is usually one image covering the page: its pixels, already
 * decoded by pdf.js, are handed to tesseract as a greyscale PGM (no compression to undo, a third of the
 * bytes of RGB), instead of drawing the page on a canvas and encoding it as a PNG, which cost more than a
 * second a page.
 */

export type GreyImage = { width: number; height: number; data: Uint8Array };

/** pdf.js's decoded image kinds (its ImageKind): packed 1-bit grey (1 = white), RGB, RGBA. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

export type PdfjsImage = {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
};

/** Null when the image is not in a form we know (pdf.js handed over a bitmap, or the sizes do not add up). */
export function greyFromPdfjsImage(image: PdfjsImage): GreyImage | null {
  const { width, height, kind, data } = image;
  if (!data || !(width > 0) || !(height > 0)) return null;
  const pixels = width * height;
  const grey = new Uint8Array(pixels);
  if (kind === GRAYSCALE_1BPP) {
    const rowBytes = Math.ceil(width / 8);
    if (data.length < rowBytes * height) return null;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const bit = ((data[y * rowBytes + (x >> 3)] as number) >> (7 - (x & 7))) & 1;
        grey[y * width + x] = bit ? 255 : 0;
      }
    }
    return { width, height, data: grey };
  }
  const channels = kind === RGB_24BPP ? 3 : kind === RGBA_32BPP ? 4 : 0;
  if (channels === 0 || data.length < pixels * channels) return null;
  for (let pixel = 0, at = 0; pixel < pixels; pixel += 1, at += channels) {
    // ITU-R BT.601 luma in integers; a transparent pixel shows the white page under it.
    const luma =
      ((data[at] as number) * 77 + (data[at + 1] as number) * 150 + (data[at + 2] as number) * 29) >> 8;
    const alpha = channels === 4 ? (data[at + 3] as number) : 255;
    grey[pixel] = (luma * alpha + 255 * (255 - alpha)) / 255;
  }
  return { width, height, data: grey };
}

/** Shrinks by `factor` (< 1) averaging the source pixels each target pixel covers. */
export function downscaleGrey(image: GreyImage, factor: number): GreyImage {
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const sums = new Float64Array(width * height);
  const counts = new Uint32Array(width * height);
  const xMap = new Uint32Array(image.width);
  for (let x = 0; x < image.width; x += 1)
    xMap[x] = Math.min(width - 1, Math.floor((x * width) / image.width));
  for (let y = 0; y < image.height; y += 1) {
    const row = Math.min(height - 1, Math.floor((y * height) / image.height)) * width;
    const source = y * image.width;
    for (let x = 0; x < image.width; x += 1) {
      const target = row + (xMap[x] as number);
      sums[target] = (sums[target] as number) + (image.data[source + x] as number);
      counts[target] = (counts[target] as number) + 1;
    }
  }
  const data = new Uint8Array(width * height);
  for (let pixel = 0; pixel < data.length; pixel += 1) {
    data[pixel] = Math.round((sums[pixel] as number) / Math.max(1, counts[pixel] as number));
  }
  return { width, height, data };
}

/** Binary PGM (P5), 8 bits a pixel: a header and the raw pixels, read by tesseract's image decoder. */
export function encodePgm(image: GreyImage): Uint8Array {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header, 0);
  out.set(image.data, header.length);
  return out;
}

/**
 * The pixels turned as a JPEG's EXIF orientation (2 to 8) says they are shown: a phone photo is stored
 * sideways with a tag. Orientation 1 (or none) returns the image itself.
 */
export function orientGrey(image: GreyImage, orientation: number | undefined): GreyImage {
  if (!orientation || orientation < 2 || orientation > 8) return image;
  const { width: w, height: h } = image;
  const turned = orientation >= 5;
  const width = turned ? h : w;
  const height = turned ? w : h;
  // For each shown pixel (x, y), the stored pixel it comes from.
  const source: Record<number, (x: number, y: number) => [number, number]> = {
    2: (x, y) => [w - 1 - x, y],
    3: (x, y) => [w - 1 - x, h - 1 - y],
    4: (x, y) => [x, h - 1 - y],
    5: (x, y) => [y, x],
    6: (x, y) => [y, h - 1 - x],
    7: (x, y) => [w - 1 - y, h - 1 - x],
    8: (x, y) => [w - 1 - y, x],
  };
  const from = source[orientation] as (x: number, y: number) => [number, number];
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [sx, sy] = from(x, y);
      data[y * width + x] = image.data[sy * w + sx] as number;
    }
  return { width, height, data };
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
export function otsuLevel(image: GreyImage): number {
  const histogram = new Float64Array(256);
  for (const value of image.data) histogram[value] = (histogram[value] as number) + 1;
  const total = image.data.length;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * (histogram[level] as number);
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level] as number;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    belowSum += level * (histogram[level] as number);
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}
