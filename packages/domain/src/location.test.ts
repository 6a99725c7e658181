import { describe, expect, it } from "vitest";
import { canSaveLocation, readGeocodedAddress, validateLocation } from "./location.ts";

const refused = { ok: false, title: "Invalid location", message: "Please enter both city and country" };

describe("validateLocation", () => {
  it.each([
    [
      { city: " Bordeaux ", country: " France ", postal_code: " 33000 " },
      { ok: true, value: { city: "Bordeaux", country: "France", postal_code: "33000" } },
    ],
    [
      { city: "Napa", country: "USA", postal_code: "  " },
      { ok: true, value: { city: "Napa", country: "USA", postal_code: null } },
    ],
    [
      { city: "Napa", country: "USA" },
      { ok: true, value: { city: "Napa", country: "USA", postal_code: null } },
    ],
    [{ city: "  ", country: "France" }, refused],
    [{ city: "Bordeaux", country: "" }, refused],
    [{ city: null, country: null }, refused],
    [{}, refused],
  ])("%j → %j", (input, expected) => {
    expect(validateLocation(input)).toEqual(expected);
  });

  it.each([
    [{ city: "Napa", country: "USA" }, false, true],
    [{ city: "Napa", country: "USA" }, true, false],
    [{ city: "Napa", country: " " }, false, false],
  ])("canSaveLocation(%j, saving %s) is %s", (input, saving, expected) => {
    expect(canSaveLocation(input, saving)).toBe(expected);
  });
});

describe("readGeocodedAddress", () => {
  it.each([
    [
      { city: "Bordeaux", country: "France", postcode: "33000" },
      { city: "Bordeaux", country: "France", postal_code: "33000" },
    ],
    [
      { town: "Pauillac", country: "France" },
      { city: "Pauillac", country: "France", postal_code: null },
    ],
    [
      { city: " ", village: "Barolo", country: "Italia" },
      { city: "Barolo", country: "Italia", postal_code: null },
    ],
    [{}, { city: "Unknown", country: "Unknown", postal_code: null }],
    [null, { city: "Unknown", country: "Unknown", postal_code: null }],
  ])("%j → %j", (address, place) => {
    expect(readGeocodedAddress(address)).toEqual(place);
  });
});
