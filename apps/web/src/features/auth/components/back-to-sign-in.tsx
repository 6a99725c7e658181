import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The auth views' way back to sign-in (the e-mail field is cleared on the way, spec §4). */
export function BackToSignIn({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="-ml-3 self-start text-ink-600" onClick={onBack}>
      <ArrowLeftIcon aria-hidden="true" />
      Back to Sign In
    </Button>
  );
}
