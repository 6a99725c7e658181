import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { assertLabelImage, encodeLabelJpeg, sniffImageType } from "./label-image.ts";

const MEGABYTE = 1024 * 1024;

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#7b1e3a" } });
}

describe("label photo checks", () => {
  it("tells the type from the bytes, not the name", async () => {
    expect(sniffImageType(await solid(8, 8).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await solid(8, 8).png().toBuffer())).toBe("png");
    expect(sniffImageType(await solid(8, 8).webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await solid(64, 64).avif().toBuffer())).toBe("heif");
    expect(sniffImageType(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7 not a photo"))).toBeNull();
  });

  it("refuses what is too large (413) or not a photo (400)", async () => {
    const jpeg = await solid(8, 8).jpeg().toBuffer();
    expect(() => assertLabelImage(jpeg, 10)).toThrowError(
      expect.objectContaining({ code: "payload_too_large", status: 413 }),
    );
    const notAPhoto = () => assertLabelImage(Buffer.from("<html>hello</html>"), MEGABYTE);
    expect(notAPhoto).toThrowError(AppError);
    expect(notAPhoto).toThrowError("The file is not a photo (JPEG, PNG, WebP or HEIC).");
    expect(() => assertLabelImage(Buffer.alloc(0), MEGABYTE)).toThrowError("No photo was sent.");
  });

  it("stores JPEG at most 2000 px, turned upright by its EXIF orientation", async () => {
    // 3000×1000 pixels stored sideways (orientation 6 = the camera was turned a quarter right).
    const sideways = await solid(3000, 1000).withMetadata({ orientation: 6 }).png().toBuffer();
    const stored = await encodeLabelJpeg(sideways, "png");
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 667, height: 2000 });
    expect(metadata.orientation).toBeUndefined();
  });

  it("keeps small photos at their size and flattens transparency onto white", async () => {
    const transparent = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp({ lossless: true })
      .toBuffer();
    const stored = await encodeLabelJpeg(transparent, "webp");
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 40, height: 30 });
    expect(data[0]).toBeGreaterThan(245);
  });

  it("reads AVIF-branded HEIF and refuses a corrupt photo with a clear message", async () => {
    const avif = await solid(64, 64).avif().toBuffer();
    expect(sniffImageType(await encodeLabelJpeg(avif, "heif"))).toBe("jpeg");
    const truncated = (await solid(64, 64).jpeg().toBuffer()).subarray(0, 40);
    await expect(encodeLabelJpeg(truncated, "jpeg")).rejects.toThrow(
      "The photo could not be read. Please try another one.",
    );
    const fakeHeic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
    await expect(encodeLabelJpeg(fakeHeic, "heif")).rejects.toThrow(
      "HEIC photos cannot be read on this server. Please send a JPEG.",
    );
  });
});
