import { useId } from "react";
import { cn } from "@/lib/utils";

const ARCH_CENTER = { x: 200, y: 236 };
const INNER_RADIUS = 86;
const OUTER_RADIUS = 116;

/** The stones of the arch around the opening, fanned out from its centre. */
function voussoirJoints(): Array<{ x1: number; y1: number; x2: number; y2: number }> {
  const joints = [];
  for (let degrees = 0; degrees <= 180; degrees += 180 / 9) {
    const radians = (degrees * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    joints.push({
      x1: ARCH_CENTER.x + INNER_RADIUS * cos,
      y1: ARCH_CENTER.y - INNER_RADIUS * sin,
      x2: ARCH_CENTER.x + OUTER_RADIUS * cos,
      y2: ARCH_CENTER.y - OUTER_RADIUS * sin,
    });
  }
  return joints;
}

const COURSES = [190, 250, 310, 370, 430];

/**
 * A Florentine "buchetta del vino": the small arched window in a stone wall through which wine was once
 * handed to passers-by — the idea Vinestra is named after. Decorative only.
 */
export function WineWindowArt({ className }: { className?: string }) {
  const id = useId();
  const wall = `${id}-wall`;
  const niche = `${id}-niche`;
  const glow = `${id}-glow`;
  const outline = `${id}-outline`;

  return (
    <svg
      viewBox="0 0 400 480"
      className={cn("h-auto w-full", className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={wall} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-ivory-200)" />
          <stop offset="1" stopColor="var(--color-ivory-300)" />
        </linearGradient>
        <linearGradient id={niche} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-wine-950)" />
          <stop offset="1" stopColor="var(--color-wine-900)" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.62" r="0.55">
          <stop offset="0" stopColor="var(--color-gold-300)" stopOpacity="0.45" />
          <stop offset="1" stopColor="var(--color-gold-300)" stopOpacity="0" />
        </radialGradient>
        <clipPath id={outline}>
          <path d="M24 480V200a176 176 0 0 1 352 0v280Z" />
        </clipPath>
      </defs>

      <g clipPath={`url(#${outline})`}>
        <rect width="400" height="480" fill={`url(#${wall})`} />
        {COURSES.map((y, row) => (
          <g key={y} stroke="var(--color-ivory-400)" strokeWidth="1.5">
            <line x1="0" y1={y} x2="400" y2={y} />
            {[0, 1, 2, 3].map((column) => {
              const x = 40 + column * 96 + (row % 2) * 48;
              return <line key={x} x1={x} y1={y - 60} x2={x} y2={y} />;
            })}
          </g>
        ))}
      </g>
      <path
        d="M24 479V200a176 176 0 0 1 352 0v279Z"
        fill="none"
        stroke="var(--color-gold-400)"
        strokeWidth="2"
      />

      {/* The stone frame and its plaque. */}
      <path
        d={`M${200 - OUTER_RADIUS} 420V${ARCH_CENTER.y}a${OUTER_RADIUS} ${OUTER_RADIUS} 0 0 1 ${OUTER_RADIUS * 2} 0V420Z`}
        fill="var(--color-ivory-100)"
        stroke="var(--color-ivory-400)"
        strokeWidth="1.5"
      />
      {voussoirJoints().map((joint) => (
        <line key={joint.x1} {...joint} stroke="var(--color-ivory-400)" strokeWidth="1.5" />
      ))}
      <rect
        x="160"
        y="78"
        width="80"
        height="30"
        rx="3"
        fill="var(--color-ivory-100)"
        stroke="var(--color-gold-400)"
      />
      <text
        x="200"
        y="99"
        textAnchor="middle"
        fontFamily="var(--font-serif)"
        fontSize="18"
        fontWeight="600"
        letterSpacing="6"
        fill="var(--color-wine-800)"
      >
        VINO
      </text>

      {/* The opening, lit from within. */}
      <path
        d={`M${200 - INNER_RADIUS} 400V${ARCH_CENTER.y}a${INNER_RADIUS} ${INNER_RADIUS} 0 0 1 ${INNER_RADIUS * 2} 0V400Z`}
        fill={`url(#${niche})`}
      />
      <path
        d={`M${200 - INNER_RADIUS} 400V${ARCH_CENTER.y}a${INNER_RADIUS} ${INNER_RADIUS} 0 0 1 ${INNER_RADIUS * 2} 0V400Z`}
        fill={`url(#${glow})`}
      />

      {/* A bottle … */}
      <path
        d="M167 250h16v44c0 10 16 13 16 28v76a2 2 0 0 1-2 2h-44a2 2 0 0 1-2-2v-76c0-15 16-18 16-28Z"
        fill="var(--color-wine-700)"
        stroke="var(--color-wine-500)"
        strokeWidth="1.2"
      />
      <rect x="166" y="250" width="18" height="20" rx="1.5" fill="var(--color-gold-400)" />
      <rect x="157" y="338" width="36" height="34" rx="2" fill="var(--color-ivory-100)" />
      <line x1="163" y1="349" x2="187" y2="349" stroke="var(--color-wine-700)" strokeWidth="2" />
      <line x1="166" y1="357" x2="184" y2="357" stroke="var(--color-gold-500)" strokeWidth="1.5" />
      <line x1="168" y1="364" x2="182" y2="364" stroke="var(--color-gold-500)" strokeWidth="1.5" />
      <path
        d="M157 304c3-3 6-5 9-7"
        stroke="var(--color-wine-300)"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.7"
      />

      {/* … and a poured glass. */}
      <path
        d="M225 333c.8 15 6.8 23 15 23s14.2-8 15-23Z"
        fill="var(--color-wine-600)"
        stroke="var(--color-wine-400)"
        strokeWidth="0.8"
      />
      <path
        d="M221 312c0 30 8 46 19 46s19-16 19-46"
        fill="none"
        stroke="var(--color-ivory-100)"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.85"
      />
      <path d="M240 358v34" stroke="var(--color-ivory-100)" strokeWidth="2.2" opacity="0.85" />
      <ellipse cx="240" cy="396" rx="13" ry="3" fill="var(--color-ivory-100)" opacity="0.85" />

      {/* The sill. */}
      <rect x="100" y="400" width="200" height="16" rx="2" fill="var(--color-ivory-200)" />
      <rect x="94" y="412" width="212" height="10" rx="2" fill="var(--color-ivory-400)" />
    </svg>
  );
}
