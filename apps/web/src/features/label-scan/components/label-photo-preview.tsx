import { cn } from "@/lib/utils";
import { useObjectUrl } from "../hooks/use-object-url";

type LabelPhotoPreviewProps = { photo: Blob; className?: string };

/** The photo that was taken or chosen, as it is sent to the server. */
export function LabelPhotoPreview({ photo, className }: LabelPhotoPreviewProps) {
  const url = useObjectUrl(photo);
  return (
    <div className={cn("overflow-hidden rounded-lg bg-wine-950", className)}>
      {url && <img src={url} alt="Your wine label" className="size-full object-cover" />}
    </div>
  );
}
