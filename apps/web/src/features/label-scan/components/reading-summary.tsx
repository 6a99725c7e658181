import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import type { LabelReading } from "../api/label-scan-api";

/** Below this the reading is a guess worth checking (the server's own line is `needsConfirmation`). */
const CONFIDENT = 0.75;

/** How sure the reading is, and the parts of the label that were recognised. */
export function ReadingSummary({ reading }: { reading: LabelReading }) {
  const isUnsure = reading.needsConfirmation ?? reading.confidence < CONFIDENT;
  const { producer, region, variety } = reading.fields;
  const parts = [
    ["Producer", producer.value],
    ["Region", region.value],
    ["Grape", variety.value],
  ].filter((part): part is [string, string] => Boolean(part[1]));
  return (
    <div className="grid min-w-0 content-start gap-2">
      {isUnsure ? (
        <p className="flex items-start gap-1.5 text-sm font-medium text-warning">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Please check: parts of this label were hard to read.
        </p>
      ) : (
        <p className="flex items-start gap-1.5 text-sm font-medium text-success">
          <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Label read. Check the details before analyzing.
        </p>
      )}
      {parts.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {parts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-ink-500">{term}</dt>
              <dd className="truncate text-ink-800">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
