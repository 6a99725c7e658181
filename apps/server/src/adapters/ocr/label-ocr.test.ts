import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { renderLabel } from "../../modules/labels/testing/render-label.ts";
import { createLabelOcr } from "./label-ocr.ts";
import { prepareLabelViews } from "./label-views.ts";
import { createTesseractPool } from "./tesseract-pool.ts";

describe("label OCR", () => {
  const ocr = createLabelOcr(2);
  afterAll(() => ocr.close());

  it("reads a label's words with their place on the photo", async () => {
    const photo = await renderLabel(
      { producer: "Penfolds", wine: "Grange", region: "South Australia", vintage: 2012 },
      { font: "DejaVu Serif" },
    );
    const reading = await ocr.read(photo);
    const words = reading.lines.flatMap((line) => line.words);
    const grange = words.find((word) => word.text === "Grange");
    expect(grange).toBeDefined();
    expect(grange!.confidence).toBeGreaterThan(0.8);
    // "Grange" is drawn at y = 400 of 1000, centred: its box is there whatever view read it.
    expect(grange!.box.top).toBeGreaterThan(0.33);
    expect(grange!.box.bottom).toBeLessThan(0.43);
    expect(words.map((word) => word.text)).toEqual(expect.arrayContaining(["PENFOLDS", "2012"]));
  });

  it("reads photos taken sideways once their EXIF orientation is applied", async () => {
    const upright = await renderLabel(
      { producer: "Sassicaia", wine: "Bolgheri", vintage: 2016 },
      { font: "Liberation Sans" },
    );
    // Stored turned a quarter left, with orientation 6 saying "turn right to view".
    const sideways = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const texts = (await ocr.read(sideways)).lines.flatMap((line) => line.words.map((word) => word.text));
    expect(texts).toEqual(expect.arrayContaining(["SASSICAIA", "2016"]));
  });

  it("reads a label photographed turned once its print is set level", async () => {
    const turned = await renderLabel(
      { producer: "Spring Mountain Vineyard", wine: "Elivette", vintage: 1995 },
      { font: "DejaVu Serif", angle: -10 },
    );
    const texts = (await ocr.read(turned)).lines.flatMap((line) => line.words.map((word) => word.text));
    expect(texts).toEqual(expect.arrayContaining(["SPRING", "MOUNTAIN", "Elivette", "1995"]));
  });
});

describe("label views", () => {
  it("gives the OCR the whole photo at two sizes and a headline view, enlarging small photos", async () => {
    const small = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#f3ead7" } })
      .jpeg()
      .toBuffer();
    const views = await Promise.all(await prepareLabelViews(small));
    expect(views.map((view) => [view.name, view.width, view.height])).toEqual([
      ["whole", 720, 960],
      ["large", 960, 1280],
      ["headline", 480, 640],
    ]);
    // Grey pixels as a PGM: a header, then one byte a pixel.
    const header = "P5\n720 960\n255\n";
    expect(views[0]!.image.subarray(0, header.length).toString("ascii")).toBe(header);
    expect(views[0]!.image.length).toBe(header.length + 720 * 960);
  });
});

describe("tesseract worker pool", () => {
  it("starts workers only when work arrives, reuses them, and refuses work once closed", async () => {
    const pool = createTesseractPool(1);
    const image = await sharp({
      create: { width: 200, height: 60, channels: 3, background: "#ffffff" },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="42" font-family="DejaVu Sans" font-size="32">MERLOT</text></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const [first, second] = await Promise.all([pool.recognize(image), pool.recognize(image)]);
    expect(first.text.trim()).toBe("MERLOT");
    expect(second.text.trim()).toBe("MERLOT");
    await pool.close();
    await expect(pool.recognize(image)).rejects.toThrow("The OCR pool is closed");
  });
});
