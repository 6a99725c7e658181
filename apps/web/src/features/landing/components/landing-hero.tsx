import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { WineWindowArt } from "@/components/brand/wine-window-art";
import { Button } from "@/components/ui/button";
import { SITE } from "@/config/site";
import { scrollToStart } from "../lib/scroll-to-start";
import { DrinkingWindowChip } from "./drinking-window-chip";

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_55%_60%_at_75%_45%,rgb(236_197_208/0.42),transparent_72%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-5 pt-12 pb-16 sm:px-8 sm:pt-16 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-16 lg:pt-24 lg:pb-28">
        <div className="flex flex-col items-start">
          <p className="flex items-center gap-3 text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">
            <span className="h-px w-8 bg-gold-400" aria-hidden="true" />
            For wine collectors
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-[3.25rem] leading-[0.98] font-semibold text-ink-900 sm:text-7xl lg:text-[5.5rem]"
          >
            {"Perfect Time. "}
            <br />
            <em className="font-medium text-wine-700">Perfect Wine.</em>
          </h1>
          <p className="mt-6 font-serif text-2xl leading-snug text-ink-800 sm:text-[1.75rem]">
            {SITE.heroLine}
          </p>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-ink-600 sm:text-lg">
            Name a wine, say it aloud or photograph its label. Vinestra tells you what's in the bottle, what
            it's worth and exactly when it will be at its best — then keeps it in a cellar that reminds you
            when the moment comes.
          </p>
          <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" onClick={() => scrollToStart()}>
              Get Started
              <ArrowRightIcon aria-hidden="true" />
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/auth">Join Now</Link>
            </Button>
          </div>
          <p className="mt-5 text-sm text-ink-500">
            {SITE.trialDays}-day free trial · No credit card required
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-[22rem] sm:max-w-sm lg:max-w-md">
          <WineWindowArt className="drop-shadow-[0_30px_40px_rgb(65_15_33/0.18)]" />
          <div className="absolute -bottom-6 -left-4 hidden sm:block lg:-left-16">
            <DrinkingWindowChip />
          </div>
        </div>
      </div>
    </section>
  );
}
