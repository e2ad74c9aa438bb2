import type { RaceRunnerWire } from '@sportsbook/contract/browser';
import { useTranslations } from 'next-intl';
import styles from './racing.module.css';

/**
 * A greyhound's trap (decision 068): its number on the trap's jacket colour, as every UK and
 * Irish card prints it (1 red, 2 blue, 3 white, 4 black, 5 orange, 6 black-and-white stripes).
 * The colours come from the card's `silks`; `stripes` is black and white with the number in
 * `secondary`.
 */
export function Trap({ runner, small }: { runner: RaceRunnerWire; small?: boolean }) {
  const t = useTranslations('racing');
  const { primary, secondary, pattern } = runner.silks;
  const background =
    pattern === 'stripes'
      ? `repeating-linear-gradient(180deg, ${primary} 0 4px, #ffffff 4px 8px)`
      : primary;
  return (
    <span
      className={small ? `${styles.trap} ${styles.trapSmall}` : styles.trap}
      style={{ background, color: secondary }}
      role="img"
      aria-label={t('trap', { trap: runner.number })}
      data-testid="trap"
      data-trap={runner.number}
    >
      <span className={pattern === 'stripes' ? styles.trapOnStripes : undefined}>
        {runner.number}
      </span>
    </span>
  );
}
