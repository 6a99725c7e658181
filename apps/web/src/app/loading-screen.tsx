import { WineGlassMark } from "@/components/brand/wine-glass-mark";

/** What a page shows while it finds out who is signed in. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 text-wine-700" role="status">
      <WineGlassMark className="size-10 animate-pulse" />
      <p className="font-serif text-xl text-ink-600">Loading...</p>
    </div>
  );
}
