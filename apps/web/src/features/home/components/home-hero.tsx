import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/button/button-class';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { HeroArt } from './hero-art';
import styles from './home-hero.module.css';

/** Welcome block at the top of the home page. */
export async function HomeHero() {
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
          <a href="#signUp" className={buttonClass('primary')}>
            {t('header.signUp')}
          </a>
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
