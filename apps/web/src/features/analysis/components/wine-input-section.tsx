import { buildSignUpPath } from "@vinestra/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FindSimilarDialog } from "@/components/wine/find-similar-dialog";
import { useAuth } from "@/lib/auth/auth-context";
import { useAppEvent } from "@/lib/use-app-event";
import type { WineInputTool } from "@/lib/wine-input-tool";
import { useWineAnalysisFlow } from "../hooks/use-wine-analysis-flow";
import { RESULT_RETURN_PATH } from "../lib/saved-analysis";
import { AnalysisResultPanel } from "./analysis-result-panel";
import { WineAnalysisDialogs } from "./wine-analysis-dialogs";
import { WineInputCard } from "./wine-input-card";

const NO_TOOLS: readonly WineInputTool[] = [];

type WineInputSectionProps = {
  /** The voice and camera buttons, plugged in by the page; none until those features exist. */
  tools?: readonly WineInputTool[];
  className?: string;
};

/** 'Find Your Wine' (data-section wine-input): the input card, the flow's dialogs and the analysis on screen. */
export function WineInputSection({ tools = NO_TOOLS, className }: WineInputSectionProps) {
  const flow = useWineAnalysisFlow();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [similarTo, setSimilarTo] = useState<string | null>(null);
  const signUpAndReturn = () => void navigate(buildSignUpPath(RESULT_RETURN_PATH));

  // View Details → Get Fresh Analysis in the cellar hands the wine to this flow.
  useAppEvent("vinestra:fresh-analysis", (request) => {
    document.querySelector('[data-section="wine-input"]')?.scrollIntoView({ behavior: "smooth" });
    void flow.fresh.start(request);
  });

  return (
    <section data-section="wine-input" aria-labelledby="wine-input-title" className={className}>
      <header className="mb-6 max-w-2xl">
        <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">Analyze a wine</p>
        <h2
          id="wine-input-title"
          className="mt-2 text-4xl leading-tight font-semibold text-ink-900 sm:text-5xl"
        >
          Find Your Wine
        </h2>
        <p className="mt-2 text-base text-ink-600">Enter wine details or use voice/camera input</p>
      </header>
      <WineInputCard
        text={flow.text}
        onTextChange={flow.setText}
        onSubmit={flow.submit}
        onRecognized={flow.start}
        isBusy={flow.isBusy}
        tools={tools}
      />
      {flow.shown && (
        <div className="mt-8">
          <AnalysisResultPanel
            shown={flow.shown}
            reveal={flow.revealResult}
            isSignedIn={Boolean(user)}
            isSaving={flow.save.isSaving}
            onAddToCellar={() => void flow.save.addToCellar()}
            onFindSimilar={() =>
              user ? setSimilarTo(flow.shown?.analysis.identification.name ?? null) : signUpAndReturn()
            }
            onSetReminder={signUpAndReturn}
            onClose={flow.closeResult}
          />
        </div>
      )}
      <WineAnalysisDialogs flow={flow} />
      <FindSimilarDialog wineName={similarTo} onOpenChange={(open) => !open && setSimilarTo(null)} />
    </section>
  );
}
