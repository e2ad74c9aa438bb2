import styles from './competitor-crest.module.css';

/** A team's crest, served by the API as a generated SVG. */
export function CompetitorCrest({
  name,
  logo,
  size = 20,
}: {
  name: string;
  logo: string;
  size?: number;
}) {
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
