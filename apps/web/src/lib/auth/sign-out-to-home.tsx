import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "./auth-context";

/** How long to wait for the home page before signing out anyway (it is normally on screen within a frame or two). */
const HOME_ARRIVAL_LIMIT_MS = 5000;

/** Whoever is waiting in `useSignOutToHome` for the home page to be on screen. */
const waitingForHome = new Set<() => void>();

/** Rendered with the home page (`/`): tells `useSignOutToHome` once the page it navigated to is on screen. */
export function HomeArrival() {
  const { key } = useLocation();
  useEffect(() => {
    void key; // a new key for every navigation to `/`: this runs once each is on screen, the first one included
    for (const arrived of waitingForHome) arrived();
    waitingForHome.clear();
  }, [key]);
  return null;
}

function homeArrival(): { arrived: Promise<void>; cancel: () => void } {
  let done = () => {};
  const arrived = new Promise<void>((resolve) => {
    const timer = setTimeout(() => done(), HOME_ARRIVAL_LIMIT_MS);
    done = () => {
      clearTimeout(timer);
      waitingForHome.delete(done);
      resolve();
    };
    waitingForHome.add(done);
  });
  return { arrived, cancel: done };
}

/**
 * Leaves for `/`, then signs out; resolves to false when the server refused (after an 'Error signing out' toast).
 *
 * The order matters on a protected page: the router renders a navigation as a React transition, which can still be
 * pending when `navigate` has resolved, and a signed-out state rendered before it would make the protected page send
 * the visitor to /auth. So the session is only dropped once the home page is actually on screen.
 */
export function useSignOutToHome(): () => Promise<boolean> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isHome = pathname === "/";
  return useCallback(async () => {
    if (!isHome) {
      const home = homeArrival();
      try {
        await navigate("/", { replace: true });
        await home.arrived;
      } finally {
        home.cancel();
      }
    }
    return signOut();
  }, [isHome, navigate, signOut]);
}
