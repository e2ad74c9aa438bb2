import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { BrandLogo } from '@/components/icons/brand-logo';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { NavLink } from '@/components/locale-routing/nav-link';
import { LANGUAGE_NAMES } from '@/lib/language-names';
import type { Theme } from '@/lib/theme';
import styles from './header.module.css';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';

/** Sections with their own pages; "Sports" is everything else under /sport. */
const SECTION_PATHS = ['/sport/live', '/sport/schedule', '/sport/results', '/sport/search'];

/**
 * `account` is the account corner (balance, deposit, profile), composed by the layout so the
 * shell does not import the account feature; without it the plain sign-in links show.
 */
export async function Header({ theme, account }: { theme: Theme; account?: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  return (
    <header className={styles.header} data-testid="header">
      <LocaleLink href="/sport" className={styles.brand} aria-label={t('header.homeLink')}>
        <BrandLogo />
        <span className={styles.brandName}>Sportsbook</span>
      </LocaleLink>

      <nav className={styles.nav} aria-label={t('header.primaryNav')}>
        <ul>
          <li>
            <NavLink
              href="/sport"
              exclude={SECTION_PATHS}
              className={styles.navLink}
              data-testid="nav-sports"
            >
              {t('header.nav.sports')}
            </NavLink>
          </li>
          <li>
            <NavLink href="/sport/live" className={styles.navLink} data-testid="nav-live">
              <span className={styles.liveDot} aria-hidden="true" />
              {t('header.nav.live')}
            </NavLink>
          </li>
          <li>
            <NavLink href="/sport/schedule" className={styles.navLink} data-testid="nav-schedule">
              {t('header.nav.schedule')}
            </NavLink>
          </li>
          <li>
            <NavLink href="/sport/results" className={styles.navLink} data-testid="nav-results">
              {t('header.nav.results')}
            </NavLink>
          </li>
        </ul>
      </nav>

      <div className={styles.actions}>
        <HeaderSearch
          labels={{
            label: t('catalogue.search.label'),
            placeholder: t('catalogue.search.placeholder'),
          }}
        />
        <LanguageSwitch
          labels={{
            change: t('language.change', { language: LANGUAGE_NAMES[locale] }),
            menu: t('language.label'),
          }}
        />
        <ThemeSwitch
          initialTheme={theme}
          labels={{ toLight: t('theme.toLight'), toDark: t('theme.toDark') }}
        />
        <span className={styles.divider} aria-hidden="true" />
        {account ?? (
          <>
            <a href="#signIn" className={buttonClass('ghost', 'small')} data-testid="sign-in">
              {t('header.signIn')}
            </a>
            <a href="#signUp" className={buttonClass('primary', 'small')} data-testid="sign-up">
              {t('header.signUp')}
            </a>
          </>
        )}
      </div>
    </header>
  );
}
