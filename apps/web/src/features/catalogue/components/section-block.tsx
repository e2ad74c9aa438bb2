import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import styles from './section-block.module.css';

/** A titled section of a listing page with an optional "see all" link. */
export function SectionBlock({
  title,
  icon,
  link,
  testId,
  children,
}: {
  title: string;
  icon?: ReactNode;
  link?: { href: string; label: string };
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} data-testid={testId}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          {icon}
          {title}
        </h2>
        {link ? (
          <LocaleLink href={link.href} className={styles.link}>
            {link.label}
          </LocaleLink>
        ) : null}
      </header>
      {children}
    </section>
  );
}
