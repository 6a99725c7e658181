import { CameraIcon, ImageUpIcon } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useCamera } from "../hooks/use-camera";
import { captureVideoFrame, preparePhotoFile } from "../lib/label-photo";
import { CameraViewfinder } from "./camera-viewfinder";

type CameraStepProps = {
  onPhoto: (prepare: () => Promise<Blob>) => void;
  onCancel: () => void;
};

/** Capture: the live camera, or a photo from the gallery or the desktop; Capture Photo waits for the stream. */
export function CameraStep({ onPhoto, onCancel }: CameraStepProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const status = useCamera(videoRef);

  const capture = () => {
    const video = videoRef.current;
    if (video) onPhoto(() => captureVideoFrame(video));
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onPhoto(() => preparePhotoFile(file));
  };

  return (
    <div className="grid gap-4">
      <CameraViewfinder videoRef={videoRef} status={status} />
      <p className="text-center text-sm text-muted-foreground">
        Make sure the wine label is clearly visible and well-lit
      </p>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={choose}
      />
      <div className="grid gap-2 sm:flex sm:items-center sm:justify-between">
        <Button variant="ghost" className="order-2 sm:order-none" onClick={() => fileRef.current?.click()}>
          <ImageUpIcon aria-hidden="true" />
          Choose a photo
        </Button>
        <div className="contents sm:flex sm:gap-2">
          <Button variant="outline" className="order-3 sm:order-none" onClick={onCancel}>
            Cancel
          </Button>
          <Button className="order-1 sm:order-none" disabled={status !== "live"} onClick={capture}>
            <CameraIcon aria-hidden="true" />
            Capture Photo
          </Button>
        </div>
      </div>
    </div>
  );
}
