import { MailCheckIcon, RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AuthHeading } from "./auth-heading";
import { BackToSignIn } from "./back-to-sign-in";

type ResetEmailSentViewProps = { email: string; onSendAnother: () => void; onBack: () => void };

/** After the reset link has been sent. */
export function ResetEmailSentView({ email, onSendAnother, onBack }: ResetEmailSentViewProps) {
  return (
    <div className="flex flex-col gap-8">
      <BackToSignIn onBack={onBack} />
      <AuthHeading
        icon={<MailCheckIcon aria-hidden="true" />}
        title="Check your email"
        subtitle={
          <>
            If an account exists for{" "}
            <strong className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{email}</strong>, a link
            to reset your password is on its way. It works once, within the hour.
          </>
        }
      />
      <div className="flex flex-col gap-3">
        <p className="rounded-lg border border-border bg-surface/70 px-4 py-3 text-sm text-ink-600">
          Nothing after a few minutes? Look in your spam folder, or check the address and send another.
        </p>
        <Button variant="outline" size="lg" className="w-full" onClick={onSendAnother}>
          <RotateCcwIcon aria-hidden="true" />
          Send Another Email
        </Button>
      </div>
    </div>
  );
}
