import type { RaceRunnerWire } from '@sportsbook/contract/browser';
import { useTranslations } from 'next-intl';
import styles from './racing.module.css';

/**
 * A greyhound's trap (decisions 068, 072): its number on the trap's jacket colour, as every UK
 * and Irish card prints it (1 red, 2 blue, 3 white, 4 black, 5 orange, 6 black-and-white stripes;
 * on eight-dog cards 7 green, 8 yellow-and-black stripes). The colours come from the card's
 * `silks`; `stripes` alternate the primary with white — with black when the primary is light
 * (trap 8) — and the number is in `secondary`.
 */
export function Trap({
  runner,
  small,
  decorative,
}: {
  runner: Pick<RaceRunnerWire, 'number' | 'silks'>;
  small?: boolean;
  /** Inside a control that names the runner itself (the forecast picker): no own label. */
  decorative?: boolean;
}) {
  const t = useTranslations('racing');
  const { primary, secondary, pattern } = runner.silks;
  const stripe = primary.toLowerCase() === '#111111' ? '#ffffff' : '#111111';
  const background =
    pattern === 'stripes'
      ? `repeating-linear-gradient(180deg, ${primary} 0 4px, ${stripe} 4px 8px)`
      : primary;
  return (
    <span
      className={small ? `${styles.trap} ${styles.trapSmall}` : styles.trap}
      style={{ background, color: secondary }}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': t('trap', { trap: runner.number }) })}
      data-testid="trap"
      data-trap={runner.number}
    >
      <span className={pattern === 'stripes' ? styles.trapOnStripes : undefined}>
        {runner.number}
      </span>
    </span>
  );
}
