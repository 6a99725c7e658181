import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "@/components/ui/toaster";
import { WelcomeToast } from "@/features/session/components/welcome-toast";
import { applyVersionGate } from "@/features/session/version-gate";
import { AuthProvider } from "@/lib/auth/auth-provider";
import { createQueryClient } from "./query-client";

// Before anything reads local storage: a browser that last ran another version starts clean (spec §4).
const isReloadingForNewVersion = readVersionGate();

function readVersionGate(): boolean {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return false; // storage blocked by the browser: nothing to clear
  }
  if (applyVersionGate(storage) === "keep") return false;
  window.location.reload();
  return true;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  if (isReloadingForNewVersion) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <WelcomeToast />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
