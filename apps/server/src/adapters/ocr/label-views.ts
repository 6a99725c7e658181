import sharp from "sharp";

/** Longest edge the OCR sees: big label words stay readable, small photos are enlarged, time stays short. */
const VIEW_LONG_EDGE = 960;
/** Where a bottle's label usually sits in a photo of it: the middle, a little below the centre. */
const CENTER_REGION = { left: 0.15, top: 0.2, width: 0.7, height: 0.6 };
const MAX_INPUT_PIXELS = 60_000_000;

/** The part of the upright photo a view shows, as fractions, so word boxes can be mapped back. */
export type ViewRegion = { left: number; top: number; width: number; height: number };

/** A prepared image and its size in pixels, to turn word boxes back into fractions. */
export type LabelView = { name: string; image: Buffer; width: number; height: number; region: ViewRegion };

/**
 * The views of a photo handed to the OCR, each greyscale and contrast-stretched: the whole photo, and the
 * middle of it enlarged (small print on a bottle shot is read there that the whole view misses).
 */
export async function prepareLabelViews(photo: Buffer): Promise<LabelView[]> {
  const { data, info } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .greyscale()
    .resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const view = async (name: string, region: ViewRegion): Promise<LabelView> => {
    const extract = {
      left: Math.round(region.left * info.width),
      top: Math.round(region.top * info.height),
      width: Math.max(1, Math.round(region.width * info.width)),
      height: Math.max(1, Math.round(region.height * info.height)),
    };
    const { data: image, info: size } = await sharp(data, raw)
      .extract(extract)
      .normalise()
      .resize({ width: VIEW_LONG_EDGE, height: VIEW_LONG_EDGE, fit: "inside" })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { name, image, width: size.width, height: size.height, region };
  };
  return Promise.all([
    view("whole", { left: 0, top: 0, width: 1, height: 1 }),
    view("center", CENTER_REGION),
  ]);
}
