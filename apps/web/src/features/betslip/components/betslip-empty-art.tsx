/** Decorative bet ticket for the empty slip, coloured by the theme tokens. */
export function BetslipEmptyArt() {
  return (
    <svg viewBox="0 0 96 96" width="88" height="88" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="44" fill="var(--color-surface-2)" />
      <g transform="rotate(-8 48 48)">
        <path
          d="M28 22h40a4 4 0 0 1 4 4v44l-6-4-6 4-6-4-6 4-6-4-6 4-6-4-6 4V26a4 4 0 0 1 4-4Z"
          fill="var(--color-surface-3)"
          stroke="var(--color-border-strong)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M34 36h28M34 46h20M34 56h24"
          stroke="var(--color-text-muted)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>
      <circle cx="70" cy="68" r="12" fill="var(--color-accent)" />
      <path
        d="M70 62v12M64 68h12"
        stroke="var(--color-accent-contrast)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
