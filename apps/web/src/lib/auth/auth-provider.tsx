import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { isMissingSessionError } from "../errors";
import { showErrorToast } from "../toast-error";
import { type AuthSession, type AuthUser, authClient } from "./auth-client";
import { AuthContext, type AuthState } from "./auth-context";

type SessionState = { user: AuthUser | null; session: AuthSession | null; isLoading: boolean };

async function fetchSession() {
  try {
    return await authClient.getSession();
  } catch (error) {
    return { data: null, error };
  }
}

/** Holds who is signed in. Loading lasts until the first session check; a failed check is retried once. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ user: null, session: null, isLoading: true });

  const refreshSession = useCallback(async () => {
    let result = await fetchSession();
    if (result.error) result = await fetchSession();
    const data = result.error ? null : result.data;
    setState({ user: data?.user ?? null, session: data?.session ?? null, isLoading: false });
    return data?.user ?? null;
  }, []);

  const signOut = useCallback(async () => {
    const { error } = await authClient.signOut().catch((caught: unknown) => ({ error: caught }));
    if (error && !isMissingSessionError(error)) {
      showErrorToast({ title: "Error signing out", description: signOutReason(error) });
      return false;
    }
    setState({ user: null, session: null, isLoading: false });
    queryClient.clear();
    return true;
  }, [queryClient]);

  useEffect(() => {
    void refreshSession();
  }, [refreshSession]);

  const value = useMemo<AuthState>(
    () => ({ ...state, refreshSession, signOut }),
    [state, refreshSession, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

function signOutReason(error: unknown): string {
  if (error instanceof TypeError) return "Could not reach Vinestra. Please check your connection.";
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && message ? message : "Please try again.";
}
