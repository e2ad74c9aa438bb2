import type { Sport } from '@sportsbook/contract';
import { NavLink } from '@/components/locale-routing/nav-link';
import type { TreeCategory } from '../api/sidebar-tree';
import { SportIcon } from './sport-icon';
import styles from './sport-list.module.css';
import { SportTreeItem } from './sport-tree-item';
import tree from './sport-tree.module.css';

/**
 * Sports in the order given, each linking to its page (`/sport/<key>`, locale-prefixed), with
 * its games count and, when known, its categories and leagues unfolding below it.
 */
export function SportList({
  sports,
  games,
  categories,
  labels,
}: {
  sports: Sport[];
  games?: Map<number, number>;
  categories?: Map<string, TreeCategory[]>;
  labels?: { toggle: (sport: string) => string; all: string };
}) {
  return (
    <ul className={styles.list}>
      {sports.map((sport) => {
        const count = games?.get(sport.id);
        const link = (
          <NavLink
            href={`/sport/${sport.key}`}
            className={styles.link}
            data-testid={`sport-link-${sport.key}`}
          >
            <span className={styles.icon}>
              <SportIcon sportKey={sport.key} size={18} />
            </span>
            <span className={styles.name}>{sport.name}</span>
            {count !== undefined ? <span className={tree.count}>{count}</span> : null}
          </NavLink>
        );
        return (
          <SportTreeItem
            key={sport.id}
            sportKey={sport.key}
            link={link}
            toggleLabel={labels?.toggle(sport.name) ?? sport.name}
            categories={categories?.get(sport.key) ?? []}
            allLabel={labels?.all}
          />
        );
      })}
    </ul>
  );
}
