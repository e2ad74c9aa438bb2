import type { Sport } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { ChevronEndIcon } from '@/components/icons/chevron-end-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import type { SportsResult } from '../api/get-sports.server';
import { SportIcon } from './sport-icon';
import styles from './sport-grid.module.css';
import { SportsLoadError } from './sports-load-error';

/**
 * Home page cards: traditional sports first, then esports, each group in priority order. A
 * content page's sport list block (decision 070) may cap the sports and name the first group.
 */
export async function SportGrid({
  result,
  limit,
  title,
}: {
  result: SportsResult;
  /** The first sports of the catalogue's order only. */
  limit?: number | undefined;
  /** The traditional sports' heading instead of "Sports". */
  title?: string | undefined;
}) {
  if (result.status === 'error') return <SportsLoadError />;
  const t = await getTranslations('home');
  const shown = result.sports.slice(0, limit);
  const groups = [
    {
      id: 'sports',
      title: title ?? t('sportsHeading'),
      sports: shown.filter((s) => s.type !== 'cyber'),
    },
    {
      id: 'esports',
      title: t('esportsHeading'),
      sports: shown.filter((s) => s.type === 'cyber'),
    },
  ].filter((group) => group.sports.length > 0);

  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className={styles.section} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className={styles.heading}>
            {group.title}
            <span className={styles.count}>{group.sports.length}</span>
          </h2>
          <ul className={styles.grid}>
            {group.sports.map((sport) => (
              <li key={sport.id}>
                <SportCard sport={sport} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

async function SportCard({ sport }: { sport: Sport }) {
  const t = await getTranslations('sports.kind');
  return (
    <LocaleLink
      // Premium cricket has its own page (issue 22, decision 054).
      href={sport.type === 'premium_cricket' ? '/sport/premium-cricket' : `/sport/${sport.key}`}
      className={styles.card}
      data-testid={`sport-card-${sport.key}`}
    >
      <span className={styles.icon}>
        <SportIcon sportKey={sport.key} size={24} />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{sport.name}</span>
        <span className={styles.kind}>{t(sport.type)}</span>
      </span>
      <ChevronEndIcon size={18} className={styles.chevron} />
    </LocaleLink>
  );
}
