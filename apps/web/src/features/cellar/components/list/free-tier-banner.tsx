import { describeFreeTierBanner } from "@vinestra/domain";
import { CrownIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { requestUpgrade } from "@/lib/app-events";

/** The free-account banner (spec §2): 'Showing X of Y wines', Upgrade Now. */
export function FreeTierBanner({ visibleCount, totalCount }: { visibleCount: number; totalCount: number }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-gold-200 bg-gold-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <CrownIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
        <div>
          <p className="font-semibold text-ink-900">{describeFreeTierBanner(visibleCount, totalCount)}</p>
          <p className="text-sm text-ink-600">
            Free accounts show 3 wines. Upgrade to see your whole cellar.
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        className="bg-gold-200/70"
        onClick={() => requestUpgrade({ reason: "plans" })}
      >
        Upgrade Now
      </Button>
    </div>
  );
}
