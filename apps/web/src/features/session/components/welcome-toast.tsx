import { shouldShowWelcomeToast, TIMINGS_MS } from "@vinestra/domain";
import { useEffect } from "react";
import { toast } from "sonner";
import { useAuth } from "@/lib/auth/auth-context";

const seenKey = (userId: string) => `welcome_shown:${userId}`;

function hasSeenWelcome(userId: string): boolean {
  try {
    if (sessionStorage.getItem(seenKey(userId))) return true;
    sessionStorage.setItem(seenKey(userId), "1");
    return false;
  } catch {
    return false;
  }
}

/** The 8-second welcome for accounts under 24 hours old (spec §8), once per visit. */
export function WelcomeToast() {
  const { user } = useAuth();
  const userId = user?.id;
  const createdAt = user?.createdAt;

  useEffect(() => {
    if (!userId || !createdAt || !shouldShowWelcomeToast(createdAt, new Date())) return;
    if (hasSeenWelcome(userId)) return;
    toast.success("Welcome to Vinestra!", {
      description:
        "Name a wine and its vintage, or photograph its label, to see when it will be at its best.",
      duration: TIMINGS_MS.welcomeToast,
    });
  }, [userId, createdAt]);

  return null;
}
