'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { NavLink } from '@/components/locale-routing/nav-link';
import type { TreeCategory } from '../api/sidebar-tree';
import styles from './sport-tree.module.css';

/**
 * A sport row of the sidebar whose categories unfold below it: open while the current page is
 * under the sport, and toggled by the chevron otherwise. The categories arrive as plain data and
 * are rendered here: every page carries the whole tree, and as rendered elements it weighed
 * about three times as much in the page's server-component payload.
 */
export function SportTreeItem({
  sportKey,
  link,
  toggleLabel,
  categories,
  allLabel,
}: {
  sportKey: string;
  link: ReactNode;
  toggleLabel: string;
  categories: TreeCategory[];
  /** The label of a category's "all of it" link. */
  allLabel?: string;
}) {
  const pathname = usePathname();
  const localize = useLocalizeHref();
  const base = localize(`/sport/${sportKey}`);
  const current = pathname === base || pathname.startsWith(`${base}/`);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? current;
  const hasTree = categories.length > 0;
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        {link}
        {hasTree ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-label={toggleLabel}
            onClick={() => setToggled(!open)}
            data-testid={`sport-toggle-${sportKey}`}
          >
            <ChevronDownIcon size={14} />
          </button>
        ) : null}
      </div>
      {hasTree && open ? (
        <div className={styles.panel}>
          <ul data-testid={`sport-tree-${sportKey}`}>
            {categories.map((category) => (
              <li key={category.id}>
                <details className={styles.category}>
                  <summary>
                    <span className={styles.code} aria-hidden="true">
                      {category.code}
                    </span>
                    <span className={styles.label}>{category.name}</span>
                    <span className={styles.small}>{category.games}</span>
                  </summary>
                  <ul className={styles.leagues}>
                    {category.leagues.map((league) => (
                      <li key={league.id}>
                        <NavLink
                          href={`/sport/${sportKey}/${league.slug}`}
                          match="exact"
                          data-testid={`sidebar-league-${league.slug}`}
                        >
                          <span className={styles.label}>{league.name}</span>
                          <span className={styles.small}>{league.games}</span>
                        </NavLink>
                      </li>
                    ))}
                    <li>
                      <NavLink
                        href={`/sport/${sportKey}/${category.slug}`}
                        match="exact"
                        data-testid={`sidebar-category-${category.slug}`}
                      >
                        <span className={styles.label}>{allLabel ?? category.name}</span>
                      </NavLink>
                    </li>
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
