import type { ComponentProps } from "react";

/** The wine-glass mark of the favicon, drawn in the current text colour. */
export function WineGlassMark(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 64 64" fill="none" aria-hidden="true" {...props}>
      <path
        d="M20.5 10.5h23c1.3 7.6 1 14.4-1.7 19.3C39.2 34.5 35.9 37 32 37s-7.2-2.5-9.8-7.2c-2.7-4.9-3-11.7-1.7-19.3Z"
        stroke="currentColor"
        strokeWidth="3.2"
        strokeLinejoin="round"
      />
      <path
        d="M21.4 21h21.2c-.3 3.3-1 6.2-2.2 8.5C38.3 33.3 35.4 35.2 32 35.2s-6.3-1.9-8.4-5.7c-1.2-2.3-1.9-5.2-2.2-8.5Z"
        fill="currentColor"
      />
      <path
        d="M30.4 37h3.2v12.6c0 .6.4 1.1 1 1.2l6.2 1c.9.1 1.5.9 1.5 1.7H21.7c0-.8.6-1.6 1.5-1.7l6.2-1c.6-.1 1-.6 1-1.2V37Z"
        fill="currentColor"
      />
    </svg>
  );
}
