import { builtinBannerOf, type PromotionBanner } from '@sportsbook/contract/browser';
import type { ReactNode } from 'react';
import styles from './promotions.module.css';

/**
 * The built-in promotion banners (decision 067): illustrated SVGs drawn in the page, so a
 * campaign has a banner without the operator hosting an image and without a request. Each is a
 * picture with its own palette (like an uploaded banner, the same in dark and light themes); no
 * text inside, so nothing to translate. `slice` keeps the middle on a phone's narrower frame.
 */
const GOLD = '#f5b700';
const WHITE = '#ffffff';

const PALETTES: Record<PromotionBanner, [string, string]> = {
  combo: ['#0b3d91', '#1e88e5'],
  freebet: ['#0f5132', '#20a464'],
  hunt: ['#5b2a86', '#9c4dcc'],
  trophy: ['#7a3e00', '#e08a00'],
  gift: ['#8e1b3a', '#e0466e'],
  stars: ['#0b1f33', '#275d8c'],
};

function Ticket({ x, y, rotate }: { x: number; y: number; rotate: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect width="92" height="120" rx="10" fill={WHITE} opacity="0.95" />
      <rect x="12" y="16" width="68" height="8" rx="4" fill="#9fb6d6" />
      <rect x="12" y="34" width="50" height="8" rx="4" fill="#c8d6ea" />
      <rect x="12" y="52" width="60" height="8" rx="4" fill="#c8d6ea" />
      <rect x="12" y="88" width="68" height="18" rx="6" fill={GOLD} />
    </g>
  );
}

/** SVG geometry, not a number a reader sees: one decimal, always a full stop. */
function svgCoordinate(value: number): number {
  return Math.round(value * 10) / 10;
}

function Star({ x, y, r, fill = GOLD }: { x: number; y: number; r: number; fill?: string }) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${svgCoordinate(x + radius * Math.cos(angle))},${svgCoordinate(y + radius * Math.sin(angle))}`;
  }).join(' ');
  return <polygon points={points} fill={fill} />;
}

const ART: Record<PromotionBanner, ReactNode> = {
  combo: (
    <>
      <Ticket x={330} y={70} rotate={-14} />
      <Ticket x={380} y={58} rotate={-5} />
      <Ticket x={432} y={56} rotate={5} />
      <Ticket x={484} y={64} rotate={14} />
      <path d="M560 190 L600 120 L612 150 L640 110" stroke={GOLD} strokeWidth="10" fill="none" />
      <polygon points="640,96 652,128 622,122" fill={GOLD} />
    </>
  ),
  freebet: (
    <>
      <g transform="translate(380 50) rotate(-8)">
        <rect width="200" height="130" rx="14" fill={WHITE} />
        <circle cx="0" cy="65" r="16" fill="#20a464" />
        <circle cx="200" cy="65" r="16" fill="#20a464" />
        <line
          x1="140"
          y1="12"
          x2="140"
          y2="118"
          stroke="#9fd8b8"
          strokeWidth="4"
          strokeDasharray="8 8"
        />
        <rect x="24" y="30" width="90" height="12" rx="6" fill="#9fd8b8" />
        <rect x="24" y="56" width="70" height="12" rx="6" fill="#cdeedb" />
        <rect x="24" y="86" width="96" height="22" rx="8" fill={GOLD} />
      </g>
      <Star x={600} y={60} r={22} />
      <Star x={350} y={190} r={14} fill={WHITE} />
    </>
  ),
  hunt: (
    <>
      <circle cx="480" cy="120" r="92" fill={WHITE} />
      <circle cx="480" cy="120" r="68" fill="#9c4dcc" />
      <circle cx="480" cy="120" r="44" fill={WHITE} />
      <circle cx="480" cy="120" r="20" fill={GOLD} />
      <line x1="480" y1="120" x2="600" y2="40" stroke={WHITE} strokeWidth="6" />
      <polygon points="600,40 606,62 622,46" fill={GOLD} />
      <circle cx="360" cy="196" r="18" fill={GOLD} />
      <circle cx="392" cy="208" r="14" fill={GOLD} opacity="0.85" />
    </>
  ),
  trophy: (
    <>
      <path d="M430 50 H530 V110 A50 50 0 0 1 430 110 Z" fill={GOLD} />
      <path d="M430 62 H400 A30 30 0 0 0 436 118" stroke={GOLD} strokeWidth="10" fill="none" />
      <path d="M530 62 H560 A30 30 0 0 1 524 118" stroke={GOLD} strokeWidth="10" fill="none" />
      <rect x="468" y="158" width="24" height="30" fill={GOLD} />
      <rect x="438" y="186" width="84" height="20" rx="6" fill={WHITE} />
      <Star x={480} y={96} r={20} fill={WHITE} />
      <Star x={370} y={60} r={12} fill={WHITE} />
      <Star x={600} y={180} r={16} />
    </>
  ),
  gift: (
    <>
      <rect x="400" y="100" width="160" height="110" rx="8" fill={WHITE} />
      <rect x="388" y="76" width="184" height="36" rx="8" fill="#ffe0e8" />
      <rect x="468" y="76" width="24" height="134" fill={GOLD} />
      <path d="M480 76 C440 30 410 60 440 76 Z M480 76 C520 30 550 60 520 76 Z" fill={GOLD} />
      <Star x={360} y={70} r={14} />
      <Star x={610} y={110} r={18} fill={WHITE} />
      <Star x={590} y={200} r={10} />
    </>
  ),
  stars: (
    <>
      <Star x={470} y={120} r={70} />
      <Star x={380} y={70} r={24} fill={WHITE} />
      <Star x={580} y={60} r={30} fill={WHITE} />
      <Star x={600} y={190} r={18} />
      <Star x={360} y={190} r={14} />
    </>
  ),
};

function BuiltinBanner({ name }: { name: PromotionBanner }) {
  const [from, to] = PALETTES[name];
  const id = `promo-${name}`;
  return (
    <svg
      viewBox="0 0 640 240"
      preserveAspectRatio="xMaxYMid slice"
      className={styles.art}
      aria-hidden="true"
      data-banner={name}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="640" height="240" fill={`url(#${id})`} />
      <circle cx="120" cy="40" r="120" fill={WHITE} opacity="0.06" />
      <circle cx="600" cy="260" r="140" fill={WHITE} opacity="0.06" />
      {ART[name]}
    </svg>
  );
}

/**
 * A campaign's banner: a built-in illustration, or the operator's images — the mobile one on a
 * phone's width when there is one (a `<picture>` source, so only one is downloaded).
 */
export function PromotionBannerImage({
  desktop,
  mobile,
}: {
  desktop: string;
  mobile: string | null;
}) {
  const builtin = builtinBannerOf(desktop);
  const mobileBuiltin = mobile ? builtinBannerOf(mobile) : undefined;
  if (builtin && (!mobile || mobileBuiltin)) {
    // Two built-ins: each shown at its width by CSS (no download either way).
    return mobileBuiltin && mobileBuiltin !== builtin ? (
      <>
        <span className={styles.wideOnly}>
          <BuiltinBanner name={builtin} />
        </span>
        <span className={styles.narrowOnly}>
          <BuiltinBanner name={mobileBuiltin} />
        </span>
      </>
    ) : (
      <BuiltinBanner name={builtin} />
    );
  }
  const wide = builtin ? undefined : desktop;
  return (
    <picture>
      {mobile && !mobileBuiltin ? <source media="(max-width: 779px)" srcSet={mobile} /> : null}
      <img src={wide ?? mobile ?? ''} alt="" className={styles.art} loading="lazy" />
    </picture>
  );
}
