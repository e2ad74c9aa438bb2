import type { Sport } from '@sportsbook/contract';
import { NavLink } from '@/components/locale-routing/nav-link';
import { SportIcon } from './sport-icon';
import styles from './sport-list.module.css';

/** Sports in the order given, each linking to its page (`/sport/<key>`, locale-prefixed). */
export function SportList({ sports }: { sports: Sport[] }) {
  return (
    <ul className={styles.list}>
      {sports.map((sport) => (
        <li key={sport.id}>
          <NavLink
            href={`/sport/${sport.key}`}
            className={styles.link}
            data-testid={`sport-link-${sport.key}`}
          >
            <span className={styles.icon}>
              <SportIcon sportKey={sport.key} size={18} />
            </span>
            <span className={styles.name}>{sport.name}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
