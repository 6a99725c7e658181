import { Wordmark } from "@/components/brand/wordmark";
import { AccountMenu } from "@/features/account/components/account-menu";

/** The sticky header of every signed-in page. */
export function AppHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:h-[4.5rem] sm:px-8">
        <Wordmark className="text-[1.6rem] sm:text-[1.75rem]" />
        <AccountMenu />
      </div>
    </header>
  );
}
