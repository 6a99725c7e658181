import { CameraOffIcon, LoaderCircleIcon } from "lucide-react";
import type { Ref } from "react";
import type { CameraStatus } from "../hooks/use-camera";

type CameraViewfinderProps = {
  videoRef: Ref<HTMLVideoElement>;
  status: CameraStatus;
};

/** The live video with the dashed label frame (spec §2), or why there is no picture. */
export function CameraViewfinder({ videoRef, status }: CameraViewfinderProps) {
  const hasCamera = status === "starting" || status === "live";
  return (
    <div className="relative aspect-[3/4] overflow-hidden rounded-lg bg-wine-950 sm:aspect-[4/3]">
      <video
        ref={videoRef}
        muted
        playsInline
        autoPlay
        aria-label="Camera preview"
        className="absolute inset-0 size-full object-cover"
      />
      {hasCamera && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <div className="aspect-[3/4] h-[78%] rounded-lg border-2 border-dashed border-ivory-50/90 shadow-[0_0_0_100vmax_rgb(39_8_19/0.38)]" />
        </div>
      )}
      {status === "starting" && (
        <div className="absolute inset-0 flex items-center justify-center text-ivory-100">
          <LoaderCircleIcon aria-hidden="true" className="size-6 animate-spin" />
          <span className="sr-only">Starting the camera…</span>
        </div>
      )}
      {hasCamera && (
        <p className="absolute inset-x-0 bottom-3 px-4 text-center text-sm font-medium text-ivory-50 [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">
          Position wine label in frame
        </p>
      )}
      {!hasCamera && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-8 text-center text-ivory-100">
          <span className="flex size-12 items-center justify-center rounded-full bg-ivory-50/10">
            <CameraOffIcon aria-hidden="true" className="size-6" />
          </span>
          {status === "denied" ? (
            <div role="alert" className="grid gap-1">
              <p className="font-semibold text-ivory-50">Camera Access Denied</p>
              <p className="text-sm text-ivory-200">Please allow camera access to scan wine labels</p>
            </div>
          ) : (
            <div className="grid gap-1">
              <p className="font-semibold text-ivory-50">No camera available</p>
              <p className="text-sm text-ivory-200">Choose a photo of the label instead.</p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
