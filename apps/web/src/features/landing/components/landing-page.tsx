import { PUBLIC_NAV_LINKS } from "@/config/public-nav";
import { useIsRouteAvailable } from "@/lib/available-routes";
import { FeatureBlocks } from "./feature-blocks";
import { LandingFooter } from "./landing-footer";
import { LandingHero } from "./landing-hero";
import { LandingNav } from "./landing-nav";
import { TrialPitch } from "./trial-pitch";
import { WineWindowStory } from "./wine-window-story";

/** `/` for signed-out visitors. */
export function LandingPage() {
  const isRouteAvailable = useIsRouteAvailable();
  const links = PUBLIC_NAV_LINKS.filter((link) => isRouteAvailable(link.to));
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingNav links={links} />
      <main className="flex-1">
        <LandingHero />
        <FeatureBlocks />
        <WineWindowStory />
        <TrialPitch />
      </main>
      <LandingFooter links={links} />
    </div>
  );
}
