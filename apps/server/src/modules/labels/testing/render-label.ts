import sharp from "sharp";

export type RenderedLabelText = { producer: string; wine: string; region?: string; vintage?: number };

export type LabelStyle = {
  font: string;
  /** Degrees the photo is turned, as a hand-held shot would be. */
  angle?: number;
  /** Standard deviation of grain added over the photo, 0–255. */
  noise?: number;
  italic?: boolean;
};

/** The width inside the label's border that text may fill. */
const LABEL_TEXT_WIDTH = 540;

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/**
 * A label photographed on a bottle: cream label on a dark background with the producer, the wine, the region
 * and the vintage in one font, plus the legal lines a real label carries. Rendered by sharp from SVG, so tests
 * and benchmarks need no photo files.
 */
export async function renderLabel(text: RenderedLabelText, style: LabelStyle): Promise<Buffer> {
  const fontStyle = style.italic ? "italic" : "normal";
  // Long names are set smaller so they stay on the label, as a printer would set them.
  const fitted = (size: number, content: string, weight: string) =>
    Math.min(size, Math.floor(LABEL_TEXT_WIDTH / (content.length * (weight === "bold" ? 0.68 : 0.58))));
  const line = (y: number, size: number, content: string, weight = "normal") =>
    `<text x="400" y="${y}" font-family="${escapeXml(style.font)}" font-size="${fitted(size, content, weight)}" font-style="${fontStyle}" font-weight="${weight}" text-anchor="middle" fill="#2b1a12">${escapeXml(content)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
  <rect width="800" height="1000" fill="#1d2b24"/>
  <rect x="90" y="140" width="620" height="720" rx="12" fill="#f3ead7"/>
  <rect x="110" y="160" width="580" height="680" fill="none" stroke="#7b1e3a" stroke-width="3"/>
  ${line(290, 56, text.producer.toUpperCase(), "bold")}
  ${line(400, 50, text.wine)}
  ${text.region ? line(490, 34, text.region) : ""}
  ${text.vintage ? line(600, 60, String(text.vintage), "bold") : ""}
  ${line(760, 20, "Contains sulfites · 750 ml · 13.5% vol")}
  ${line(795, 18, "Product of France · Mis en bouteille au domaine")}
</svg>`;
  let image = sharp(Buffer.from(svg)).flatten({ background: "#1d2b24" });
  if (style.angle) image = sharp(await image.png().toBuffer()).rotate(style.angle, { background: "#1d2b24" });
  let photo = await image.png().toBuffer();
  if (style.noise) {
    const { width = 800, height = 1000 } = await sharp(photo).metadata();
    const grain = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: style.noise },
      },
    })
      .png()
      .toBuffer();
    photo = await sharp(photo)
      .composite([{ input: grain, blend: "overlay" }])
      .png()
      .toBuffer();
  }
  return sharp(photo).jpeg({ quality: 80 }).toBuffer();
}
