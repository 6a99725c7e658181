import type { ReactNode } from "react";
import { WineGlassMark } from "@/components/brand/wine-glass-mark";
import { SITE } from "@/config/site";
import { greetingFor } from "../greeting";

type SignedInHomeProps = {
  displayName: string | null;
  /** The wine input section ('Find Your Wine'), composed by the route. */
  wineInput?: ReactNode;
  /** The cellar (dashboard or list), composed by the route. */
  cellar?: ReactNode;
};

/** `/` for a signed-in collector: a greeting, the wine input section, then the cellar. */
export function SignedInHome({ displayName, wineInput, cellar }: SignedInHomeProps) {
  const greeting = greetingFor(new Date().getHours());
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-5 py-8 sm:px-8 sm:py-12">
      <section
        aria-labelledby="welcome-title"
        className="relative overflow-hidden rounded-2xl border border-border bg-surface px-6 py-7 shadow-card sm:px-10 sm:py-9"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_45%_90%_at_92%_50%,rgb(236_197_208/0.45),transparent_70%)]"
        />
        <div className="relative flex items-center justify-between gap-6">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">{greeting}</p>
            <h1
              id="welcome-title"
              className="mt-2 text-4xl leading-[1.05] font-semibold text-ink-900 sm:text-5xl"
            >
              {displayName ? (
                <>
                  Welcome, <em className="font-medium text-wine-700">{displayName}</em>
                </>
              ) : (
                "Welcome to your cellar"
              )}
            </h1>
            <p className="mt-3 font-serif text-xl leading-snug text-ink-700 sm:text-2xl">{SITE.heroLine}</p>
          </div>
          <WineGlassMark className="hidden size-20 shrink-0 text-wine-700/80 sm:block" />
        </div>
      </section>
      {wineInput}
      {cellar}
    </div>
  );
}
