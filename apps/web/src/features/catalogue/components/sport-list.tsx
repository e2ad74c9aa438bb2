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
        const list = categories?.get(sport.key) ?? [];
        return (
          <SportTreeItem
            key={sport.id}
            sportKey={sport.key}
            link={link}
            toggleLabel={labels?.toggle(sport.name) ?? sport.name}
          >
            {list.length > 0 ? (
              <ul data-testid={`sport-tree-${sport.key}`}>
                {list.map((category) => (
                  <li key={category.id}>
                    <details className={tree.category}>
                      <summary>
                        <span className={tree.code} aria-hidden="true">
                          {category.code}
                        </span>
                        <span className={tree.label}>{category.name}</span>
                        <span className={tree.small}>{category.games}</span>
                      </summary>
                      <ul className={tree.leagues}>
                        {category.leagues.map((league) => (
                          <li key={league.id}>
                            <NavLink
                              href={`/sport/${sport.key}/${league.slug}`}
                              match="exact"
                              data-testid={`sidebar-league-${league.slug}`}
                            >
                              <span className={tree.label}>{league.name}</span>
                              <span className={tree.small}>{league.games}</span>
                            </NavLink>
                          </li>
                        ))}
                        <li>
                          <NavLink
                            href={`/sport/${sport.key}/${category.slug}`}
                            match="exact"
                            data-testid={`sidebar-category-${category.slug}`}
                          >
                            <span className={tree.label}>{labels?.all ?? category.name}</span>
                          </NavLink>
                        </li>
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            ) : null}
          </SportTreeItem>
        );
      })}
    </ul>
  );
}
