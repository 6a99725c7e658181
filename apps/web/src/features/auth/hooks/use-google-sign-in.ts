import { chooseSocialSignInMode, TIMINGS_MS } from "@vinestra/domain";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { authClient } from "@/lib/auth/auth-client";
import { useAuth } from "@/lib/auth/auth-context";
import { buildAuthPath } from "@/lib/return-to";
import { showErrorToast } from "@/lib/toast-error";
import { openSignInPopup } from "../social/open-popup";
import { POPUP_CALLBACK_HASH } from "../social/popup-messages";
import { waitForPopup } from "../social/wait-for-popup";

export const SOCIAL_SIGN_IN_MESSAGES = {
  failed: "OAuth authentication failed. Please try again.",
  cannotConnect: "Failed to connect with OAuth provider. Please try again.",
  noUrl: "Failed to get OAuth URL",
  popupBlocked: "Popup blocked. Please allow popups for this site.",
  timeout: "Authentication timeout",
} as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const fail = (description: string) => showErrorToast({ title: "Error", description });

/**
 * Google sign-in (spec §4): phones leave for the provider and come back to `returnTo`; desktops keep the page and
 * sign in through a 500×600 popup that reports back here.
 */
export function useGoogleSignIn(returnTo: string) {
  const { refreshSession } = useAuth();
  const [isPending, setIsPending] = useState(false);

  const signInByRedirect = useCallback(async () => {
    setIsPending(true);
    try {
      const { error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: returnTo,
        errorCallbackURL: buildAuthPath(returnTo),
      });
      if (error) throw error;
      // The page is on its way to the provider; stay busy until it leaves.
    } catch {
      setIsPending(false);
      fail(SOCIAL_SIGN_IN_MESSAGES.cannotConnect);
    }
  }, [returnTo]);

  const signInByPopup = useCallback(async () => {
    // Opened at once, while the click still counts as the user's, so the browser lets it through.
    const popup = openSignInPopup();
    if (!popup) {
      fail(SOCIAL_SIGN_IN_MESSAGES.popupBlocked);
      return;
    }
    setIsPending(true);
    try {
      const { data, error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: `/${POPUP_CALLBACK_HASH}`,
        errorCallbackURL: `/${POPUP_CALLBACK_HASH}`,
        disableRedirect: true,
      });
      if (error) throw error;
      const url = data && "url" in data ? data.url : undefined;
      if (!url) {
        popup.close();
        fail(SOCIAL_SIGN_IN_MESSAGES.noUrl);
        return;
      }
      popup.location.href = url;

      const outcome = await waitForPopup(popup, window, window.location.origin);
      if (outcome.kind === "success") {
        await sleep(TIMINGS_MS.sessionRecheckAfterPopup);
        if (await refreshSession()) toast.success("Welcome!");
        else fail(SOCIAL_SIGN_IN_MESSAGES.failed);
      } else if (outcome.kind === "error") {
        console.warn("Google sign-in failed in the popup:", outcome.message);
        fail(SOCIAL_SIGN_IN_MESSAGES.failed);
      } else if (outcome.kind === "timeout") {
        fail(SOCIAL_SIGN_IN_MESSAGES.timeout);
      } else {
        // Closed without a word: most likely the user changed their mind; pick up a session if one was made.
        await refreshSession();
      }
    } catch {
      popup.close();
      fail(SOCIAL_SIGN_IN_MESSAGES.cannotConnect);
    } finally {
      setIsPending(false);
    }
  }, [refreshSession]);

  const signIn = useCallback(() => {
    const mode = chooseSocialSignInMode(navigator.userAgent, window.innerWidth);
    return mode === "redirect" ? signInByRedirect() : signInByPopup();
  }, [signInByRedirect, signInByPopup]);

  return { signIn, isPending };
}
