import { describeHiddenWines } from "@vinestra/domain";
import { LockIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { requestUpgrade } from "@/lib/app-events";

/** Free accounts past the limit (spec §2): 'N Wines Hidden' with Upgrade to Premium. */
export function HiddenWinesCard({ hiddenCount }: { hiddenCount: number }) {
  const title = describeHiddenWines(hiddenCount);
  return (
    <section
      aria-label={title}
      className="relative flex flex-col items-center overflow-hidden rounded-xl border border-wine-200 bg-wine-50/60 px-6 py-10 text-center"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[repeating-linear-gradient(135deg,rgb(109_26_54/0.035)_0_12px,transparent_12px_24px)]"
      />
      <span className="relative flex size-12 items-center justify-center rounded-full bg-wine-700 text-ivory-50">
        <LockIcon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="relative mt-4 text-3xl font-semibold text-ink-900">{title}</h3>
      <p className="relative mt-2 max-w-md text-sm text-ink-600">
        Your free plan shows the first 3 wines of your cellar. The others are safe and waiting: upgrade to
        see, filter and value every bottle.
      </p>
      <Button className="relative mt-6" onClick={() => requestUpgrade({ reason: "cellar-limit" })}>
        Upgrade to Premium
      </Button>
    </section>
  );
}
