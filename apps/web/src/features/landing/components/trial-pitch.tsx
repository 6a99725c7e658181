import { CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { SITE } from "@/config/site";

const TERMS = [`${SITE.trialDays} days free`, "No credit card required", "Cancel anytime"];

export function TrialPitch() {
  return (
    <section aria-labelledby="trial-title" className="px-4 pb-20 sm:px-8 lg:pb-28">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-2xl bg-wine-800 px-6 py-14 text-center text-ivory-50 shadow-raised sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_50%_0%,rgb(199_163_90/0.28),transparent_60%)]"
        />
        <div className="relative flex flex-col items-center">
          <p className="text-xs font-semibold tracking-eyebrow text-gold-300 uppercase">
            {SITE.trialDays}-day free trial
          </p>
          <h2 id="trial-title" className="mt-4 max-w-2xl text-4xl leading-tight font-semibold sm:text-5xl">
            Open Vinestra before you open your next bottle
          </h2>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-ivory-200 sm:text-lg">
            Try everything free for {SITE.trialDays} days with no credit card. After that, Vinestra is{" "}
            <strong className="font-semibold text-ivory-50">{SITE.annualPriceUsd} per year</strong> — cancel
            anytime.
          </p>
          <ul className="mt-8 flex flex-col gap-3 text-sm text-ivory-100 sm:flex-row sm:gap-8">
            {TERMS.map((term) => (
              <li key={term} className="flex items-center justify-center gap-2">
                <CheckIcon className="size-4 text-gold-300" aria-hidden="true" />
                {term}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" variant="inverse" className="mt-10">
            <Link to="/auth?mode=signup">Start Your Free Trial</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
