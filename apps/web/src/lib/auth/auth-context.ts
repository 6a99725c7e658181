import { createContext, useContext } from "react";
import type { AuthSession, AuthUser } from "./auth-client";

export type AuthState = {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  /** Asks the server for the current session and adopts it; returns the signed-in user, if any. */
  refreshSession: () => Promise<AuthUser | null>;
  /** Ends the session; false (after an 'Error signing out' toast) when the server refused. */
  signOut: () => Promise<boolean>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
