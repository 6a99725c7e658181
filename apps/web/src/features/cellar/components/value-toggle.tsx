import { EyeIcon, EyeOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The eye toggle that masks the collection's value (spec §2). */
export function ValueToggle({
  isVisible,
  onChange,
}: {
  isVisible: boolean;
  onChange: (visible: boolean) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label={isVisible ? "Hide value" : "Show value"}
      aria-pressed={!isVisible}
      onClick={() => onChange(!isVisible)}
    >
      {isVisible ? <EyeIcon aria-hidden="true" /> : <EyeOffIcon aria-hidden="true" />}
    </Button>
  );
}
