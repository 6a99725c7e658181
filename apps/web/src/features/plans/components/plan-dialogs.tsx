import { useState } from "react";
import type { UpgradeRequest } from "@/lib/app-events";
import { useAppEvent } from "@/lib/use-app-event";
import { ChoosePlanDialog } from "./choose-plan-dialog";
import { SearchLimitDialog } from "./search-limit-dialog";
import { UpgradeDialog } from "./upgrade-dialog";

type Open =
  | { kind: "search-limit"; request: Extract<UpgradeRequest, { reason: "search-limit" }> }
  | { kind: "upgrade"; reason: "export" | "cellar-limit" }
  | { kind: "plans" }
  | null;

/**
 * Answers every upgrade prompt of the app (`requestUpgrade`): the search-limit dialog, the upgrade dialog and
 * Choose Your Plan. Mounted once per page.
 */
export function PlanDialogs() {
  const [open, setOpen] = useState<Open>(null);
  useAppEvent("vinestra:upgrade", (request) => {
    if (request.reason === "search-limit") setOpen({ kind: "search-limit", request });
    else if (request.reason === "plans") setOpen({ kind: "plans" });
    else setOpen({ kind: "upgrade", reason: request.reason });
  });
  const close = () => setOpen(null);
  const showPlans = () => setOpen({ kind: "plans" });
  return (
    <>
      <SearchLimitDialog
        counts={open?.kind === "search-limit" ? open.request : null}
        onViewPlans={showPlans}
        onClose={close}
      />
      <UpgradeDialog
        reason={open?.kind === "upgrade" ? open.reason : null}
        onViewPlans={showPlans}
        onClose={close}
      />
      <ChoosePlanDialog open={open?.kind === "plans"} onOpenChange={(next) => !next && close()} />
    </>
  );
}
