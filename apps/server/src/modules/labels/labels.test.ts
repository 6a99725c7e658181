import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sniffImageType } from "../../adapters/storage/label-image.ts";
import { testDatabaseKinds } from "../../test/databases.ts";
import { LABEL_NOT_DETECTED } from "./label-reading.service.ts";
import { createLabelsTestApp } from "./testing/labels-test-app.ts";
import { renderLabel } from "./testing/render-label.ts";

const LABEL_PHOTOS = fileURLToPath(new URL("../../../../../../shared/data/labels/", import.meta.url));
const hasLabelPhotos = existsSync(LABEL_PHOTOS);
if (!hasLabelPhotos) {
  if (process.env.CI === "true") throw new Error(`The label photos are missing: ${LABEL_PHOTOS}`);
  console.warn(`\n!!! SKIPPING the real label photo tests: ${LABEL_PHOTOS} is absent.\n`);
}

type Recognition = {
  wineName: string;
  vintage: number | null;
  confidence: number;
  needsConfirmation: boolean;
  fields: Record<"producer" | "wine" | "region" | "variety", { value: string | null; confidence: number }>;
  candidates: { wineName: string }[];
};

function multipart(photo: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "label.jpg");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe.each(testDatabaseKinds())("label photos on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createLabelsTestApp>>;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createLabelsTestApp(kind, { maxLabelBytes: 300 * 1024 });
    photo = await renderLabel(
      { producer: "Château Margaux", wine: "Pavillon Rouge", region: "Margaux", vintage: 2015 },
      { font: "DejaVu Serif" },
    );
  });
  afterAll(() => t.close());

  it("stores a collector's photo under the spec's key and serves it to them only", async () => {
    const owner = await t.signUp();
    const upload = await t.request("/api/labels", {
      method: "POST",
      body: multipart(photo, { wineName: "Château Margaux 2015" }),
      cookie: owner.cookie,
    });
    expect(upload.status).toBe(201);
    const stored = (await upload.json()) as { key: string; labelImageUrl: string; contentType: string };
    expect(stored.key).toMatch(new RegExp(`^${owner.userId}/\\d{13}-Chateau_Margaux_2015\\.jpg$`));
    expect(stored).toMatchObject({ labelImageUrl: `/api/labels/${stored.key}`, contentType: "image/jpeg" });

    const mine = await t.request(stored.labelImageUrl, { cookie: owner.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/jpeg");
    expect(sniffImageType(new Uint8Array(await mine.arrayBuffer()))).toBe("jpeg");

    const stranger = await t.signUp();
    expect((await t.request(stored.labelImageUrl, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(stored.labelImageUrl)).status).toBe(404);
    expect(
      (await t.request(`/api/labels/${owner.userId}/0-missing.jpg`, { cookie: owner.cookie })).status,
    ).toBe(404);
  });

  it("takes a raw image body too, and never overwrites an earlier photo", async () => {
    const { cookie } = await t.signUp();
    const keys = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const response = await t.request("/api/labels?wineName=Opus%20One", {
        method: "POST",
        body: new Uint8Array(photo),
        headers: { "content-type": "image/jpeg" },
        cookie,
      });
      expect(response.status).toBe(201);
      keys.add(((await response.json()) as { key: string }).key);
    }
    expect(keys.size).toBe(3);
  });

  it("refuses signed-out uploads with the spec's words", async () => {
    const response = await t.request("/api/labels", { method: "POST", body: multipart(photo) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Sign in required" } });
  });

  it("refuses a photo over the size limit (413) and a file that is not a photo (400)", async () => {
    const { cookie } = await t.signUp();
    const large = await sharp({
      create: {
        width: 1500,
        height: 1500,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(large.byteLength).toBeGreaterThan(300 * 1024);
    const tooLarge = await t.request("/api/labels", { method: "POST", body: multipart(large), cookie });
    expect(tooLarge.status).toBe(413);

    const text = Buffer.from("%PDF-1.7 this is not a photo");
    const notAPhoto = await t.request("/api/labels", { method: "POST", body: multipart(text), cookie });
    expect(notAPhoto.status).toBe(400);
    expect(await notAPhoto.json()).toEqual({
      error: { code: "bad_request", message: "The file is not a photo (JPEG, PNG, WebP or HEIC)." },
    });
  });

  it("reads a rendered label: house, wine, region and vintage, for a signed-out visitor too", async () => {
    const response = await t.request("/api/labels/read", { method: "POST", body: multipart(photo) });
    expect(response.status).toBe(200);
    const recognition = (await response.json()) as Recognition;
    expect(recognition).toMatchObject({ wineName: "Pavillon Rouge du Château Margaux", vintage: 2015 });
    expect(recognition.fields.wine.value).toBe("Pavillon Rouge du Château Margaux");
    expect(recognition.fields.producer.value).toBe("Château Margaux");
    expect(recognition.fields.region.value).toBe("Margaux");
    expect(recognition.confidence).toBeGreaterThanOrEqual(0.75);
    expect(recognition.needsConfirmation).toBe(false);
  });

  it("answers the spec's 'Wine label not detected' for a photo without a label", async () => {
    const blank = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#3a2a20" } })
      .jpeg()
      .toBuffer();
    const response = await t.request("/api/labels/read", { method: "POST", body: multipart(blank) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "bad_request", message: LABEL_NOT_DETECTED } });
  });

  it("limits label reading to the spec's 5 searches a minute per visitor", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await t.request("/api/labels/read", {
        method: "POST",
        body: Buffer.from("not a photo"),
        clientAddress: "198.51.100.77",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  describe.skipIf(!hasLabelPhotos)("real label photos", () => {
    it.each([
      ["193488.jpeg", "Matua"],
      ["181199.jpeg", "Domaine Drouhin Oregon"],
      ["195300.jpeg", "Schloss Gobelsburg"],
    ])("recognises the house on %s", async (file, producer) => {
      const response = await t.request("/api/labels/read", {
        method: "POST",
        body: multipart(readFileSync(`${LABEL_PHOTOS}${file}`)),
      });
      expect(response.status).toBe(200);
      const recognition = (await response.json()) as Recognition;
      expect(recognition.fields.producer.value).toBe(producer);
      expect(recognition.candidates.length).toBeLessThanOrEqual(3);
    });
  });
});
