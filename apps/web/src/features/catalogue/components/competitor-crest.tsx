import type { Match } from '@sportsbook/contract';
import type { CSSProperties } from 'react';
import styles from './competitor-crest.module.css';

/**
 * A team's crest. When the API names the crest's colours (our generated crests), it is drawn by
 * CSS: a shield-shaped box split diagonally in the two colours with the abbreviation on top —
 * a few dozen bytes and no image. A crest as an SVG image (a `data:` URL before decision 075)
 * costs the browser a whole SVG document each: on a throttled phone the home page's fifty spent
 * about two seconds of the main thread before the first tap could work. Another backend's logo
 * (no colours) stays an image, loaded when it nears the viewport.
 */
export function CompetitorCrest({
  competitor,
  size = 20,
}: {
  competitor: NonNullable<Match['home']>;
  size?: number;
}) {
  const { name, abbreviation, logo, colors } = competitor;
  if (!colors) {
    return (
      <img
        className={styles.crest}
        src={logo}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const letters = abbreviation.slice(0, 4);
  const style: CSSProperties = {
    width: size,
    height: size,
    // The generated SVG's proportions: 18 units of 64 for three letters, 15 for four.
    fontSize: (size * (letters.length > 3 ? 15 : 18)) / 64,
    color: colors.text,
    background: `linear-gradient(135deg, ${colors.primary} ${SPLIT}, ${colors.secondary} ${SPLIT})`,
  };
  return (
    <span role="img" aria-label={name} className={styles.shield} style={style}>
      {letters}
    </span>
  );
}

/** Where the SVG crest's diagonal (x + y = 84 of 64 × 64) crosses a 135° gradient's line. */
const SPLIT = '65.6%';
