import { useId } from 'react';

/** Decorative centre circle of a pitch with a glowing ball, drawn in the accent colour. */
export function HeroArt() {
  const glow = useId();
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="currentColor" stopOpacity="0.5" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="120" cy="120" r="118" fill={`url(#${glow})`} />
      <g fill="none" stroke="currentColor" strokeOpacity="0.45" strokeWidth="2">
        <circle cx="120" cy="120" r="84" />
        <circle cx="120" cy="120" r="58" strokeDasharray="3 7" />
        <path d="M0 120h36M204 120h36" />
      </g>
      <g transform="translate(120 120)">
        <circle r="38" fill="#f4f7fb" />
        <path d="m0-15 14.3 10.4-5.5 16.8H-8.8l-5.5-16.8Z" fill="#0d1520" />
        <path
          d="M0-15v-22M14.3-4.6l20.6-6.7M8.8 12.2l12.7 17.5M-8.8 12.2l-12.7 17.5M-14.3-4.6l-20.6-6.7"
          stroke="#0d1520"
          strokeWidth="3"
        />
      </g>
    </svg>
  );
}
