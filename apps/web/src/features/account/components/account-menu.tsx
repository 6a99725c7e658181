import { LifeBuoyIcon, LogOutIcon, UserRoundIcon } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/lib/auth/auth-context";
import { useSignOutToHome } from "@/lib/auth/sign-out-to-home";
import { useMe } from "../api/me-query";
import { useUpdateCurrency } from "../api/use-update-currency";
import { resolveCurrency } from "../current-currency";
import { CurrencyMenu } from "./currency-menu";
import { UserAvatar } from "./user-avatar";

/** The avatar button of the signed-in header and its menu. */
export function AccountMenu() {
  const { user } = useAuth();
  const { data: me } = useMe();
  const updateCurrency = useUpdateCurrency();
  const signOutToHome = useSignOutToHome();
  if (!user) return null;

  const displayName = me?.profile.display_name || user.name;
  const currency = resolveCurrency(me?.profile.preferred_currency);

  // Signing out leads home, also from a protected page (which would otherwise send the visitor to /auth).
  async function handleSignOut() {
    await signOutToHome();
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full transition-transform hover:scale-[1.03] data-[state=open]:scale-[1.03]"
      >
        <UserAvatar name={displayName || user.email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          {displayName && (
            <span className="font-serif text-lg font-semibold text-ink-900">{displayName}</span>
          )}
          <span className="break-all text-ink-500">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRoundIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/support">
            <LifeBuoyIcon aria-hidden="true" />
            Support
          </Link>
        </DropdownMenuItem>
        <CurrencyMenu value={currency.code} onChange={(code) => updateCurrency.mutate(code)} />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
