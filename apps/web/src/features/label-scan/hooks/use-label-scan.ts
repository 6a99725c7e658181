import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "@/lib/auth/auth-context";
import { showErrorToast } from "@/lib/toast-error";
import type { RecognizedWine } from "@/lib/wine-input-tool";
import { type LabelReading, readLabelPhoto, storeLabelPhoto } from "../api/label-scan-api";
import { describeLabelError } from "../lib/label-errors";

/** Spec §4 Camera: open (the camera) → capture → upload (reading, then storing) → analyse (handed to the flow). */
export type ScanStep =
  | { kind: "camera" }
  | { kind: "reading"; photo: Blob }
  | { kind: "confirm"; photo: Blob; reading: LabelReading };

export type ConfirmedLabel = { name: string; vintage: number };

/**
 * The Scan Wine Label dialog's state: a photo (from the camera or a file) is read by the server, the person
 * confirms or corrects what was read, and the wine goes to the analysis flow. A signed-in collector's photo is
 * stored first so the wine can carry it; a failed upload is only logged (spec §8) and the wine goes on without.
 */
export function useLabelScan(onRecognized: (wine: RecognizedWine) => void) {
  const { user } = useAuth();
  const [step, setStep] = useState<ScanStep>({ kind: "camera" });
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  // Both say what went wrong themselves, so the app-wide mutation toast stays quiet.
  const read = useMutation({ mutationFn: readLabelPhoto, onError: () => {} });
  const store = useMutation({
    mutationFn: ({ photo, wineName }: { photo: Blob; wineName: string }) => storeLabelPhoto(photo, wineName),
    onError: (error) => console.error("The label photo was not stored; the wine goes on without it", error),
  });

  const readPhoto = useCallback(
    async (prepare: () => Promise<Blob>) => {
      let photo: Blob;
      try {
        photo = await prepare();
      } catch (error) {
        console.error("The label photo could not be prepared", error);
        showErrorToast(describeLabelError(error));
        return;
      }
      setStep({ kind: "reading", photo });
      try {
        const reading = await read.mutateAsync(photo);
        if (isMountedRef.current) setStep({ kind: "confirm", photo, reading });
      } catch (error) {
        if (!isMountedRef.current) return;
        showErrorToast(describeLabelError(error));
        setStep({ kind: "camera" });
      }
    },
    [read.mutateAsync],
  );

  const confirm = useCallback(
    async ({ name, vintage }: ConfirmedLabel) => {
      if (step.kind !== "confirm") return;
      const labelImageUrl = user
        ? await store.mutateAsync({ photo: step.photo, wineName: name }).then(
            (stored) => stored.labelImageUrl,
            () => null,
          )
        : null;
      // Closing the dialog while the photo uploads means the person changed their mind.
      if (isMountedRef.current) onRecognized({ name, vintage, labelImageUrl });
    },
    [onRecognized, step, store.mutateAsync, user],
  );

  return {
    step,
    readPhoto,
    retake: () => setStep({ kind: "camera" }),
    confirm,
    isStoring: store.isPending,
  };
}
