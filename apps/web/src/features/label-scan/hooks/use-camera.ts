import { type RefObject, useEffect, useState } from "react";
import { showErrorToast } from "@/lib/toast-error";
import { CAMERA_ACCESS_DENIED } from "../lib/label-errors";

/** `starting` until the first frame shows; `denied` when the person refused; `unavailable` without a camera. */
export type CameraStatus = "starting" | "live" | "denied" | "unavailable";

/** The rear camera on phones (a label is in front of the person, not a selfie), in the best resolution offered. */
const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};

function isRefusal(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError")
  );
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Shows the live camera in the given video element while the calling component is mounted, and stops the
 * camera when it unmounts (the dialog closes, or a photo was taken), so its light goes off at once.
 */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>("starting");

  useEffect(() => {
    const video = videoRef.current;
    let stream: MediaStream | null = null;
    let isActive = true;
    const markLive = () => {
      if (isActive && video && video.videoWidth > 0) setStatus("live");
    };
    video?.addEventListener("loadeddata", markLive);
    // Absent outside secure contexts (plain http on another host) and in browsers without a camera API.
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus("unavailable");
    } else {
      navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS).then(
        (granted) => {
          if (!isActive) return stopTracks(granted);
          stream = granted;
          if (!video) return;
          video.srcObject = granted;
          video.play().catch(() => {});
        },
        (error: unknown) => {
          if (!isActive) return;
          if (isRefusal(error)) {
            setStatus("denied");
            showErrorToast(CAMERA_ACCESS_DENIED);
          } else {
            console.warn("No camera for the label scan", error);
            setStatus("unavailable");
          }
        },
      );
    }
    return () => {
      isActive = false;
      video?.removeEventListener("loadeddata", markLive);
      if (stream) stopTracks(stream);
      if (video) video.srcObject = null;
    };
  }, [videoRef]);

  return status;
}
