import { CalendarDaysIcon, CoinsIcon, MailIcon, MapPinIcon, UserRoundIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useMe } from "../api/me-query";
import { CurrencyPicker } from "./currency-picker";
import { DisplayNameEditor } from "./display-name-editor";
import { SavedLocation } from "./saved-location";
import { UserAvatar } from "./user-avatar";

const memberSinceFormat = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "long",
  year: "numeric",
});

function DetailRow({
  icon,
  label,
  labelId,
  children,
}: {
  icon: ReactNode;
  label: string;
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 py-5 sm:flex-row sm:items-center sm:gap-6">
      <dt
        id={labelId}
        className="flex w-48 shrink-0 items-center gap-2.5 text-sm font-medium text-ink-500 [&_svg]:size-4"
      >
        {icon}
        {label}
      </dt>
      <dd className="min-w-0 flex-1 text-base text-ink-900">{children}</dd>
    </div>
  );
}

/** The profile page's account card: who you are, how prices are shown and where you are. */
export function AccountDetails() {
  const { data: me, isPending, isError } = useMe();
  const currencyLabelId = useId();
  const displayNameLabelId = useId();

  if (isPending) return <AccountDetailsSkeleton />;
  if (isError || !me) {
    return (
      <Card>
        <CardContent>
          <p className="text-ink-700">We couldn't load your account just now. Please reload the page.</p>
        </CardContent>
      </Card>
    );
  }

  const displayName = me.profile.display_name || me.user.name;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <UserAvatar name={displayName || me.user.email} className="size-14 text-2xl" />
        <div className="min-w-0">
          <CardTitle className="truncate">{displayName || "Your account"}</CardTitle>
          <CardDescription>Account details</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="pt-2 sm:pt-3">
        <dl className="divide-y divide-border">
          <DetailRow icon={<MailIcon aria-hidden="true" />} label="Email">
            <span className="break-all">{me.user.email}</span>
          </DetailRow>
          <DetailRow
            icon={<UserRoundIcon aria-hidden="true" />}
            label="Display name"
            labelId={displayNameLabelId}
          >
            <DisplayNameEditor current={me.profile.display_name} labelId={displayNameLabelId} />
          </DetailRow>
          <DetailRow icon={<CalendarDaysIcon aria-hidden="true" />} label="Member since">
            {memberSinceFormat.format(new Date(me.profile.created_at))}
          </DetailRow>
          <DetailRow
            icon={<CoinsIcon aria-hidden="true" />}
            label="Preferred currency"
            labelId={currencyLabelId}
          >
            <CurrencyPicker saved={me.profile.preferred_currency} labelId={currencyLabelId} />
          </DetailRow>
          <DetailRow icon={<MapPinIcon aria-hidden="true" />} label="Saved location">
            <SavedLocation location={me.location} />
          </DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function AccountDetailsSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading your account">
      <CardHeader className="flex-row items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-28" />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-5 w-full max-w-md" />
        ))}
      </CardContent>
    </Card>
  );
}
