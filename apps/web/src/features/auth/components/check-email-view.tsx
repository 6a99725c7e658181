import { MailCheckIcon } from "lucide-react";
import { AuthHeading } from "./auth-heading";
import { BackToSignIn } from "./back-to-sign-in";

/** After a sign-up that needs the address confirmed before a session starts (spec §4). */
export function CheckEmailView({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-8">
      <AuthHeading
        icon={<MailCheckIcon aria-hidden="true" />}
        title="Check your email"
        subtitle={
          <>
            We've sent a confirmation link to{" "}
            <strong className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{email}</strong>. Open it
            to activate your account — you'll be signed in straight away.
          </>
        }
      />
      <p className="rounded-lg border border-border bg-surface/70 px-4 py-3 text-sm text-ink-600">
        Nothing there after a few minutes? Look in your spam folder.
      </p>
      <BackToSignIn onBack={onBack} />
    </div>
  );
}
