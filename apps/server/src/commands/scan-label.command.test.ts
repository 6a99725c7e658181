import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderLabel } from "../modules/labels/testing/render-label.ts";
import { scanLabelCommand } from "./scan-label.command.ts";

function capture() {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  stderr.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  return { io: { stdout, stderr }, out: () => out, err: () => err };
}

describe("vinestra scan-label", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "vinestra-scan-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("prints the recognition JSON of a photo, with no server or database", async () => {
    const photo = path.join(folder, "opus.jpg");
    await writeFile(
      photo,
      await renderLabel(
        { producer: "Penfolds", wine: "Grange", region: "South Australia", vintage: 2010 },
        {
          font: "Liberation Sans",
          angle: 4,
        },
      ),
    );
    const { io, out } = capture();
    expect(await scanLabelCommand([photo], io)).toBe(0);
    const printed = JSON.parse(out()) as {
      wineName: string;
      vintage: number;
      fields: { producer: { value: string } };
    };
    expect(printed).toMatchObject({ wineName: "Penfolds Grange", vintage: 2010 });
    expect(printed.fields.producer.value).toBe("Penfolds");
  });

  it("says so, as JSON and with exit code 1, when a photo shows no label", async () => {
    const photo = path.join(folder, "blank.png");
    const sharp = (await import("sharp")).default;
    await sharp({ create: { width: 300, height: 400, channels: 3, background: "#223322" } })
      .png()
      .toFile(photo);
    const { io, out } = capture();
    expect(await scanLabelCommand([photo], io)).toBe(1);
    expect(JSON.parse(out())).toEqual({
      error: {
        code: "bad_request",
        message:
          "Wine label not detected: Could not identify wine from the image. Please try again or enter manually.",
      },
    });
  });

  it("explains its usage and a missing file", async () => {
    const usage = capture();
    expect(await scanLabelCommand([], usage.io)).toBe(64);
    expect(usage.err()).toMatch(/usage: vinestra scan-label PHOTO.jpg/);
    const missing = capture();
    expect(await scanLabelCommand([path.join(folder, "nope.jpg")], missing.io)).toBe(66);
  });
});
