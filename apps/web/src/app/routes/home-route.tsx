import { useMe } from "@/features/account/api/me-query";
import { WineInputSection } from "@/features/analysis/components/wine-input-section";
import { CellarSection } from "@/features/cellar/components/cellar-section";
import { SignedInHome } from "@/features/home/components/signed-in-home";
import { ScanLabelButton } from "@/features/label-scan/components/scan-label-button";
import { LandingPage } from "@/features/landing/components/landing-page";
import { PlanDialogs } from "@/features/plans/components/plan-dialogs";
import { ReminderDialog } from "@/features/reminders/components/reminder-dialog";
import { TastingNotesDialog } from "@/features/tasting-notes/components/tasting-notes-dialog";
import { VoiceInputButton } from "@/features/voice/components/voice-input-button";
import { useAuth } from "@/lib/auth/auth-context";
import type { WineInputTool } from "@/lib/wine-input-tool";
import { SignedInLayout } from "../layouts/signed-in-layout";
import { LoadingScreen } from "../loading-screen";

/** The voice and camera buttons of the Wine Analysis card, in the spec's order (§2). */
const WINE_INPUT_TOOLS: readonly WineInputTool[] = [VoiceInputButton, ScanLabelButton];

/** `/`: the landing page for visitors, the collector's home once signed in. */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) {
    return (
      <>
        <LandingPage wineInput={<WineInputSection tools={WINE_INPUT_TOOLS} />} />
        <PlanDialogs />
      </>
    );
  }
  return (
    <SignedInLayout>
      <SignedInHomeContent fallbackName={user.name} />
      <PlanDialogs />
    </SignedInLayout>
  );
}

function SignedInHomeContent({ fallbackName }: { fallbackName: string }) {
  const { data: me } = useMe();
  const displayName = me?.profile.display_name || fallbackName || null;
  return (
    <SignedInHome
      displayName={displayName}
      wineInput={<WineInputSection tools={WINE_INPUT_TOOLS} />}
      cellar={<CellarSection NotesDialog={TastingNotesDialog} ReminderDialog={ReminderDialog} />}
    />
  );
}
