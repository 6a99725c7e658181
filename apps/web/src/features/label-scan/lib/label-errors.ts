import { ApiError, type ToastMessage } from "@/lib/errors";
import { splitSpecMessage } from "./spec-message";

export const CAMERA_ACCESS_DENIED: ToastMessage = {
  title: "Camera Access Denied",
  description: "Please allow camera access to scan wine labels",
};

const LABEL_ANALYSIS_FAILED: ToastMessage = {
  title: "Analysis failed",
  description: "Failed to analyze wine label",
};

/**
 * What a failed label reading tells the person: the server's own words for what it refused ('Wine label not
 * detected: …', 'Sign in required', a rate limit), the spec's 'Analysis failed' for anything else.
 */
export function describeLabelError(error: unknown): ToastMessage {
  if (error instanceof ApiError && error.status === 401) return { title: "Sign in required" };
  if (error instanceof ApiError && error.status < 500) return splitSpecMessage(error.message);
  return LABEL_ANALYSIS_FAILED;
}
