import { invalid, type Validated, valid } from "./result.ts";

export interface LocationInput {
  city?: string | null;
  country?: string | null;
  postal_code?: string | null;
}

export interface ValidLocation {
  city: string;
  country: string;
  postal_code: string | null;
}

/**
 * Validates the Set Your Location form (spec §5): city and country must be non-empty after trimming ('Invalid
 * location' / 'Please enter both city and country'); an empty postal code becomes null.
 */
export function validateLocation(input: LocationInput): Validated<ValidLocation> {
  const city = input.city?.trim() ?? "";
  const country = input.country?.trim() ?? "";
  if (!city || !country) return invalid("Invalid location", "Please enter both city and country");
  return valid({ city, country, postal_code: input.postal_code?.trim() || null });
}

/** Whether Save Location is enabled: both fields filled and no request in flight. */
export function canSaveLocation(input: LocationInput, isSaving: boolean): boolean {
  return !isSaving && validateLocation(input).ok;
}

/** A reverse-geocoding address as Nominatim-compatible services answer. */
export interface GeocodedAddress {
  city?: string | null;
  town?: string | null;
  village?: string | null;
  country?: string | null;
  postcode?: string | null;
}

/**
 * The place from a reverse-geocoding answer (spec §7): city, else town, else village; "Unknown" when absent.
 */
export function readGeocodedAddress(address: GeocodedAddress | null | undefined): ValidLocation {
  const pick = (...values: (string | null | undefined)[]) =>
    values.map((value) => value?.trim()).find(Boolean);
  return {
    city: pick(address?.city, address?.town, address?.village) ?? "Unknown",
    country: pick(address?.country) ?? "Unknown",
    postal_code: pick(address?.postcode) ?? null,
  };
}
