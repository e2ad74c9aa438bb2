import { crestSource } from '../api/crest-inline.server';
import styles from './competitor-crest.module.css';

/**
 * A team's crest, a generated SVG from the API, put into the page inline (crest-inline.server.ts)
 * so that the crests of a list cost no requests.
 */
export function CompetitorCrest({
  name,
  logo,
  size = 20,
}: {
  name: string;
  logo: string;
  size?: number;
}) {
  const src = crestSource(logo);
  return (
    <img
      className={styles.crest}
      src={src}
      alt={name}
      width={size}
      height={size}
      // A crest still served by URL (another backend's logo) waits for the viewport.
      loading={src === logo ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
