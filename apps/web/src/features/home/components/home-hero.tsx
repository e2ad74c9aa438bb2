import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { HeroArt } from './hero-art';
import styles from './home-hero.module.css';

/**
 * Welcome block at the top of the home page. `signUpGate` wraps the Sign Up button: the page
 * composes the account feature's visitor-only gate, so players never see it.
 */
export async function HomeHero({ signUpGate }: { signUpGate: (button: ReactNode) => ReactNode }) {
  const t = await getTranslations();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title" data-testid="home-hero">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>
          <span className={styles.liveDot} aria-hidden="true" />
          {t('home.hero.eyebrow')}
        </p>
        <h1 id="home-hero-title" className={styles.title}>
          {t('home.hero.title')}
        </h1>
        <p className={styles.subtitle}>{t('home.hero.subtitle')}</p>
        <div className={styles.actions}>
          {signUpGate(
            <a href="#signUp" className={buttonClass('primary')} data-testid="home-hero-sign-up">
              {t('header.signUp')}
            </a>,
          )}
          <LocaleLink href="/sport/live" className={buttonClass('ghost')}>
            {t('home.hero.secondaryCta')}
          </LocaleLink>
        </div>
      </div>
      <div className={styles.art}>
        <HeroArt />
      </div>
    </section>
  );
}
