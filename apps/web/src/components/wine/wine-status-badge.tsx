import type { WineStatus } from "@vinestra/domain";
import { Badge } from "@/components/ui/badge";

const STATUS_TONES: Record<WineStatus, "wine" | "gold" | "success" | "neutral" | "solid"> = {
  "Too Young": "wine",
  "Aging Beautifully": "gold",
  "Peak Period": "solid",
  Ready: "success",
};

/** A derived status as a coloured pill, in the timeline's phase colours. */
export function WineStatusBadge({ status, className }: { status: WineStatus; className?: string }) {
  return (
    <Badge tone={STATUS_TONES[status]} className={className}>
      {status}
    </Badge>
  );
}
