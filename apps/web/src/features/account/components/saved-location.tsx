import { MapPinOffIcon } from "lucide-react";

export type SavedPlace = { city: string; country: string; postal_code: string | null };

/** Where the user said they are (used to find similar wines nearby); changed through the Set Your Location dialog. */
export function SavedLocation({ location }: { location: SavedPlace | null }) {
  if (!location) {
    return (
      <div className="flex flex-col gap-0.5">
        <span className="flex items-center gap-2 text-ink-600">
          <MapPinOffIcon className="size-4 text-ink-400" aria-hidden="true" />
          No location saved yet
        </span>
        <span className="text-sm text-ink-500">
          You'll be asked for it the first time you look for similar wines.
        </span>
      </div>
    );
  }
  return (
    <span>
      {location.city}, {location.country}
      {location.postal_code && <span className="text-ink-500"> · {location.postal_code}</span>}
    </span>
  );
}
