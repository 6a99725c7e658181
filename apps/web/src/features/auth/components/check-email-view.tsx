import { MailCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** After a sign-up that needs the address confirmed before a session starts (spec §4). */
export function CheckEmailView({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <div className="flex flex-col gap-6">
      <span className="flex size-14 items-center justify-center rounded-full bg-wine-50 text-wine-700">
        <MailCheckIcon className="size-7" aria-hidden="true" />
      </span>
      <div className="flex flex-col gap-3">
        <h1 className="text-[2.5rem] leading-[1.05] font-semibold text-ink-900 sm:text-5xl">
          Check your email
        </h1>
        <p className="text-[0.9375rem] text-ink-600">
          We've sent a confirmation link to <strong className="font-semibold text-ink-900">{email}</strong>.
          Open it to activate your account, then sign in.
        </p>
        <p className="text-sm text-ink-500">Nothing there after a few minutes? Look in your spam folder.</p>
      </div>
      <Button variant="outline" size="lg" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </div>
  );
}
