import { useId } from 'react';

/**
 * The brand mark: a ticket-shaped badge with a stylised pitch line and ball. Decorative; the
 * link around it carries the accessible name.
 */
export function BrandLogo({ size = 32 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3ef08f" />
          <stop offset="1" stopColor="#c8f547" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path
        d="M7 21.5c3.2-1.2 5.3-3.4 6.7-6.6 1.3-3 3.5-5.1 7.3-6.4"
        fill="none"
        stroke="#03140a"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="22.5" cy="20.5" r="3.6" fill="#03140a" />
      <circle cx="22.5" cy="20.5" r="1.4" fill="#c8f547" />
    </svg>
  );
}
