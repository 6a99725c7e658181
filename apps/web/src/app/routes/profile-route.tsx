import { AccountDetails } from "@/features/account/components/account-details";
import { DeleteAccount } from "@/features/account/components/delete-account";
import { SecuritySettings } from "@/features/account/components/security-settings";

export function ProfileRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-16">
      <title>Profile · Vinestra</title>
      <header className="mb-8">
        <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">Profile</p>
        <h1 className="mt-3 text-5xl leading-tight font-semibold text-ink-900">Your account</h1>
      </header>
      <div className="flex flex-col gap-8">
        <AccountDetails />
        <SecuritySettings />
        <DeleteAccount />
      </div>
    </div>
  );
}
