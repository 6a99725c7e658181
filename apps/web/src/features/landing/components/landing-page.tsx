import type { ReactNode } from "react";
import { PUBLIC_NAV_LINKS } from "@/config/public-nav";
import { useIsRouteAvailable } from "@/lib/available-routes";
import { AnalysisDemo } from "./analysis-demo";
import { FeatureBlocks } from "./feature-blocks";
import { LandingFooter } from "./landing-footer";
import { LandingHero } from "./landing-hero";
import { LandingNav } from "./landing-nav";
import { TrialPitch } from "./trial-pitch";
import { WineWindowStory } from "./wine-window-story";

/** `/` for signed-out visitors; `wineInput` is the wine input section, composed by the route. */
export function LandingPage({ wineInput }: { wineInput?: ReactNode }) {
  const isRouteAvailable = useIsRouteAvailable();
  const links = PUBLIC_NAV_LINKS.filter((link) => isRouteAvailable(link.to));
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingNav links={links} />
      <main className="flex-1">
        <LandingHero />
        {wineInput && <div className="mx-auto max-w-5xl px-5 pb-20 sm:px-8 lg:pb-28">{wineInput}</div>}
        <FeatureBlocks />
        <AnalysisDemo />
        <WineWindowStory />
        <TrialPitch />
      </main>
      <LandingFooter links={links} />
    </div>
  );
}
