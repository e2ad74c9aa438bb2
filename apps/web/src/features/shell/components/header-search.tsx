'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import styles from './header-search.module.css';

const MIN = 3;
const MAX = 50;

export interface HeaderSearchLabels {
  label: string;
  placeholder: string;
}

/**
 * The header's search field: 3 to 50 characters, then /sport/search?q=…. Its strings come from
 * the server-rendered header, so no message formatter ships with it.
 */
export function HeaderSearch({ labels }: { labels: HeaderSearchLabels }) {
  const router = useRouter();
  const localize = useLocalizeHref();
  const [value, setValue] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = value.trim();
    if (q.length < MIN || q.length > MAX) return;
    router.push(`${localize('/sport/search')}?q=${encodeURIComponent(q)}`);
  }

  const icon = (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  return (
    <>
      <LocaleLink href="/sport/search" className={styles.mobileLink} aria-label={labels.label}>
        {icon}
      </LocaleLink>
      <form role="search" className={styles.form} onSubmit={submit} data-testid="header-search">
        {icon}
        <input
          type="search"
          name="q"
          className={styles.input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={labels.placeholder}
          aria-label={labels.label}
          minLength={MIN}
          maxLength={MAX}
          autoComplete="off"
          data-testid="search-input"
        />
      </form>
    </>
  );
}
