import { KeyRoundIcon, LaptopMinimalIcon, LoaderCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useRevokeOtherSessions } from "../api/use-revoke-other-sessions";
import { useSignInMethods } from "../api/use-sign-in-methods";
import { ChangePasswordForm } from "./change-password-form";

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 py-6 first:pt-0 last:pb-0">
      <h3 className="flex items-center gap-2.5 font-sans text-base font-semibold text-ink-900 [&_svg]:size-4 [&_svg]:text-wine-700">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The profile page's sign-in and security card: the password, and the other signed-in devices. */
export function SecuritySettings() {
  const methods = useSignInMethods();
  const revokeOthers = useRevokeOtherSessions();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in &amp; security</CardTitle>
        <CardDescription>Keep your cellar yours.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-border">
        <Section icon={<KeyRoundIcon aria-hidden="true" />} title="Password">
          {methods.isPending ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          ) : methods.data && !methods.data.hasPassword ? (
            <p className="text-[0.9375rem] text-ink-600">
              You sign in with Google, so there is no Vinestra password to change. To add one, sign out and
              use 'Forgot password?' on the sign-in page.
            </p>
          ) : (
            <ChangePasswordForm />
          )}
        </Section>
        <Section icon={<LaptopMinimalIcon aria-hidden="true" />} title="Other sessions">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-[0.9375rem] text-ink-600 sm:max-w-md">
              Signed in on a shared or lost device? Sign out everywhere except here.
            </p>
            <Button
              variant="outline"
              className="self-start sm:self-auto"
              aria-busy={revokeOthers.isPending}
              disabled={revokeOthers.isPending}
              onClick={() => revokeOthers.mutate()}
            >
              {revokeOthers.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
              Sign Out Other Sessions
            </Button>
          </div>
        </Section>
      </CardContent>
    </Card>
  );
}
