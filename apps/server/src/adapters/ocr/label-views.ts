import sharp from "sharp";
import { levellingTurn } from "./print-skew.ts";

/** Longest edge of the main views: label words stay readable, small photos are enlarged, time stays short. */
const VIEW_LONG_EDGE = 960;
/** Headline words (a house's name across the label) are read best smaller: tesseract wants letters ~30 px. */
const HEADLINE_LONG_EDGE = 640;
/**
 * The whole photo larger again, for the small print of a bottle shot: with tiled thresholding it finds more of a
 * label's names than an enlarged crop of the label's middle band did (a crop also cuts words at its edges).
 */
const LARGE_LONG_EDGE = 1280;
const WHOLE = { left: 0, top: 0, width: 1, height: 1 };
const MAX_INPUT_PIXELS = 60_000_000;
/** Grey loses coloured print on a coloured label (white on teal, red on pink); one colour channel keeps it. */
const CHANNEL_CONTRAST_GAIN = 1.1;

/** Size the turn of the print is measured at: lines of print stay distinct, measuring takes milliseconds. */
const SKEW_LONG_EDGE = 480;

/** The part of the levelled photo a view shows, as fractions, so word boxes can be mapped back. */
export type ViewRegion = { left: number; top: number; width: number; height: number };

/** A prepared image and its size in pixels, to turn word boxes back into fractions. */
export type LabelView = { name: string; image: Buffer; width: number; height: number; region: ViewRegion };

type Raw = { data: Buffer; width: number; height: number; channels: 1 | 3 };

type Channel = 0 | 1 | 2;

async function render(
  raw: Raw,
  name: string,
  region: ViewRegion,
  longEdge: number,
  channel?: Channel,
): Promise<LabelView> {
  let image = sharp(raw.data, {
    raw: { width: raw.width, height: raw.height, channels: raw.channels },
  }).extract({
    left: Math.round(region.left * raw.width),
    top: Math.round(region.top * raw.height),
    width: Math.max(1, Math.round(region.width * raw.width)),
    height: Math.max(1, Math.round(region.height * raw.height)),
  });
  image = channel === undefined ? image.greyscale().toColourspace("b-w") : image.extractChannel(channel);
  const { data, info } = await image
    .normalise()
    .resize({ width: longEdge, height: longEdge, fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { name, image: netpbm(data, info), width: info.width, height: info.height, region };
}

/**
 * Pixels as a Netpbm image (PGM, or PPM for colour), which tesseract reads as they are: a PNG would be
 * compressed here and inflated again by the OCR, for nothing.
 */
function netpbm(pixels: Buffer, size: { width: number; height: number; channels: number }): Buffer {
  const header = `${size.channels === 1 ? "P5" : "P6"}\n${size.width} ${size.height}\n255\n`;
  return Buffer.concat([Buffer.from(header, "ascii"), pixels]);
}

/** The colour channel that separates print from paper best, when it does so clearly better than grey. */
async function contrastChannel(raw: Raw): Promise<Channel | undefined> {
  const input = { raw: { width: raw.width, height: raw.height, channels: raw.channels } } as const;
  const [colour, grey] = await Promise.all([
    sharp(raw.data, input).stats(),
    sharp(raw.data, input).greyscale().stats(),
  ]);
  const spreads = colour.channels.slice(0, 3).map((channel) => channel.stdev);
  const best = spreads.indexOf(Math.max(...spreads));
  const greySpread = grey.channels[0]?.stdev ?? 0;
  return (spreads[best] ?? 0) > greySpread * CHANNEL_CONTRAST_GAIN ? (best as Channel) : undefined;
}

const rawInput = (raw: Raw) =>
  ({ raw: { width: raw.width, height: raw.height, channels: raw.channels } }) as const;

/**
 * The photo turned so its lines of print run level, cropped back to its own size (the corners a turn brings in
 * are background): tesseract loses most words of a label turned 6° or more.
 */
async function levelled(raw: Raw): Promise<Raw> {
  const small = await sharp(raw.data, rawInput(raw))
    .greyscale()
    .resize({ width: SKEW_LONG_EDGE, height: SKEW_LONG_EDGE, fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const turn = levellingTurn({ data: small.data, width: small.info.width, height: small.info.height });
  if (turn === 0) return raw;
  const turned = await sharp(raw.data, rawInput(raw))
    .rotate(turn, { background: { r: 0, g: 0, b: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // sharp turns a one-channel image into three.
  const channels = turned.info.channels === 1 ? 1 : 3;
  const data = await sharp(turned.data, rawInput({ ...turned.info, data: turned.data, channels }))
    .extract({
      left: Math.floor((turned.info.width - raw.width) / 2),
      top: Math.floor((turned.info.height - raw.height) / 2),
      width: raw.width,
      height: raw.height,
    })
    .raw()
    .toBuffer();
  return { data, width: raw.width, height: raw.height, channels };
}

/**
 * The views of a photo handed to the OCR, levelled and contrast-stretched: the whole photo in grey at two sizes
 * (headline and body words, then small print on a bottle shot), and the whole photo smaller in the colour
 * channel with the most contrast (big headline words, coloured print). Each is handed over as soon as it is
 * ready, the large one first: its OCR takes longest, so it starts while the others are still being prepared.
 */
export async function prepareLabelViews(photo: Buffer): Promise<Promise<LabelView>[]> {
  const { data, info } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .removeAlpha()
    .toColourspace("srgb")
    .resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = await levelled({
    data,
    width: info.width,
    height: info.height,
    channels: info.channels === 1 ? 1 : 3,
  });
  const large = render(raw, "large", WHOLE, LARGE_LONG_EDGE);
  const others = large.then(() => true);
  const whole = others.then(() => render(raw, "whole", WHOLE, VIEW_LONG_EDGE));
  const headline = others
    .then(() => (raw.channels === 3 ? contrastChannel(raw) : undefined))
    .then((channel) => render(raw, "headline", WHOLE, HEADLINE_LONG_EDGE, channel));
  return [whole, large, headline];
}
