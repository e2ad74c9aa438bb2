/**
 * The 404 page's inline illustration: no image request, so it renders even when the
 * failure is the network, and it takes its colours from the theme tokens.
 */
export function NotFoundIllustration() {
  return (
    <svg viewBox="0 0 240 150" width="240" height="150" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="136" rx="104" ry="8" fill="var(--color-surface-3)" />
      <g stroke="var(--color-border-strong)" strokeWidth="1.2" opacity="0.6">
        {[58, 76, 94, 112, 130, 148, 166, 184].map((x) => (
          <path key={`v${x}`} d={`M${x} 40 L${x - 6} 126`} />
        ))}
        {[58, 76, 94, 112].map((y) => (
          <path key={`h${y}`} d={`M44 ${y} L196 ${y}`} />
        ))}
      </g>
      <path
        d="M38 128V34h164v94"
        fill="none"
        stroke="var(--color-text-secondary)"
        strokeWidth="7"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <text
        x="120"
        y="100"
        textAnchor="middle"
        fontSize="46"
        fontWeight="800"
        fill="var(--color-text-primary)"
        fontFamily="var(--font-sans)"
        direction="ltr"
        stroke="var(--color-bg-app)"
        strokeWidth="8"
        strokeLinejoin="round"
        paintOrder="stroke"
      >
        404
      </text>
      <g transform="translate(214 24)">
        <circle r="14" fill="var(--color-accent)" />
        <path
          d="m0-6 5.7 4.1-2.2 6.7h-7l-2.2-6.7Z"
          fill="var(--color-accent-contrast)"
          opacity="0.85"
        />
      </g>
      <path
        d="M150 20c18-10 34-10 46-4"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2.5"
        strokeDasharray="4 6"
        strokeLinecap="round"
      />
    </svg>
  );
}
