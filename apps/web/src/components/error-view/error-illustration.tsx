/**
 * The error pages' inline illustration: no image request, so it renders even when the
 * failure is the network, and it takes its colours from the theme tokens.
 */
export function ErrorIllustration() {
  return (
    <svg viewBox="0 0 240 150" width="240" height="150" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="136" rx="96" ry="8" fill="var(--color-surface-3)" />
      <g transform="translate(96 74) rotate(-12)">
        <rect x="-30" y="-46" width="60" height="88" rx="8" fill="var(--color-highlight)" />
      </g>
      <g transform="translate(140 72) rotate(9)">
        <rect x="-32" y="-48" width="64" height="92" rx="8" fill="var(--color-danger)" />
        <rect x="-5" y="-26" width="10" height="36" rx="5" fill="#fff" />
        <circle cy="24" r="6" fill="#fff" />
      </g>
      <g fill="var(--color-text-muted)">
        <circle cx="40" cy="40" r="3" />
        <circle cx="206" cy="30" r="2.5" />
        <circle cx="214" cy="102" r="3" />
        <circle cx="30" cy="104" r="2" />
      </g>
    </svg>
  );
}
