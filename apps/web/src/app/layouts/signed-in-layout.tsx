import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { SITE } from "@/config/site";
import { AppHeader } from "./app-header";

/** Header, page, and a quiet footer; pages come in as children or through the router's outlet. */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="flex flex-1 flex-col">{children ?? <Outlet />}</main>
      <footer className="border-t border-border">
        <p className="mx-auto max-w-6xl px-5 py-6 text-xs text-ink-500 sm:px-8">
          {SITE.name} · {SITE.tagline}
        </p>
      </footer>
    </div>
  );
}
