/** A greyscale image, one byte a pixel, row after row. */
export type GreyImage = { data: Uint8Array; width: number; height: number };

/** Turns searched, in degrees: a hand-held shot is rarely turned further, and tesseract copes below 2°. */
const MAX_SKEW = 15;
const STEP = 1;
const MIN_SKEW = 2;
/** How much sharper the line profile must be at the best turn than level for the turn to be trusted. */
const MIN_GAIN = 1.1;
/** Ink differs from its neighbourhood by this much (0–255); smaller differences are paper texture and grain. */
const INK_CONTRAST = 24;
const NEIGHBOURHOOD_RADIUS = 6;

/** Mean of each pixel's square neighbourhood, from a summed-area table. */
function localMeans(image: GreyImage, radius: number): Float32Array {
  const { data, width, height } = image;
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const means = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const total =
        sums[bottom * stride + right]! -
        sums[top * stride + right]! -
        sums[bottom * stride + left]! +
        sums[top * stride + left]!;
      means[y * width + x] = total / ((bottom - top) * (right - left));
    }
  }
  return means;
}

/** Pixels that stand out from their surroundings, dark or light: strokes of print of either polarity. */
function inkPixels(image: GreyImage): { xs: Float32Array; ys: Float32Array } {
  const means = localMeans(image, NEIGHBOURHOOD_RADIUS);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const index = y * image.width + x;
      if (Math.abs(image.data[index]! - means[index]!) >= INK_CONTRAST) {
        xs.push(x - image.width / 2);
        ys.push(y - image.height / 2);
      }
    }
  }
  return { xs: Float32Array.from(xs), ys: Float32Array.from(ys) };
}

/** How strongly ink gathers into level rows when the image is turned by `degrees`: sum of squared row counts. */
function lineSharpness(xs: Float32Array, ys: Float32Array, degrees: number, rows: number): number {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const counts = new Float64Array(rows);
  const offset = rows / 2;
  for (let index = 0; index < xs.length; index += 1) {
    const row = Math.floor(xs[index]! * sin + ys[index]! * cos + offset);
    if (row >= 0 && row < rows) counts[row]! += 1;
  }
  let sharpness = 0;
  for (const count of counts) sharpness += count * count;
  return sharpness;
}

/**
 * The turn, in degrees (positive clockwise, as sharp's `rotate`), that sets a photo's lines of print level:
 * the angle at which rows of ink are sharpest (a projection profile). 0 when the print is level already, or
 * when no turn is clearly better — a curved label or a busy picture has no single angle worth trusting.
 */
export function levellingTurn(image: GreyImage): number {
  const { xs, ys } = inkPixels(image);
  if (xs.length < 200) return 0;
  const rows = Math.ceil(Math.hypot(image.width, image.height));
  const level = lineSharpness(xs, ys, 0, rows);
  let best = 0;
  let bestSharpness = level;
  for (let degrees = -MAX_SKEW; degrees <= MAX_SKEW; degrees += STEP) {
    const sharpness = lineSharpness(xs, ys, degrees, rows);
    if (sharpness > bestSharpness) {
      best = degrees;
      bestSharpness = sharpness;
    }
  }
  return Math.abs(best) >= MIN_SKEW && bestSharpness >= level * MIN_GAIN ? best : 0;
}
