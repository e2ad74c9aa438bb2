import { getLocale, getTranslations } from 'next-intl/server';
import { BrandLogo } from '@/components/icons/brand-logo';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { contentPagePath, type ContentPageSlug } from '@/features/site-content';
import { getWebConfig } from '@/lib/config.server';
import { LANGUAGE_NAMES } from '@/lib/language-names';
import type { Theme } from '@/lib/theme';
import { LanguageSwitch } from './language-switch';
import styles from './site-footer.module.css';
import { ThemeSwitch } from './theme-switch';

/**
 * Payment methods (PAYMENT_METHODS ids) by the names the brands use in every language; a
 * generic method is translated; an unknown id shows as the operator wrote it.
 */
const PAYMENT_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  skrill: 'Skrill',
  neteller: 'Neteller',
  paysafecard: 'paysafecard',
  trustly: 'Trustly',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

/** The footer's link columns: where a player looks for help, the rules and who we are. */
const LINK_GROUPS: ReadonlyArray<{
  key: 'help' | 'legal' | 'company';
  links: ReadonlyArray<ContentPageSlug | 'promotions' | 'safer-gambling'>;
}> = [
  { key: 'help', links: ['help', 'responsible-gambling', 'safer-gambling'] },
  { key: 'legal', links: ['terms', 'privacy', 'general-rules'] },
  { key: 'company', links: ['about', 'promotions'] },
];

/**
 * The site footer on every page (issue 15 §2): the legal and responsible-gambling links, 18+,
 * the operator's licence (OPERATOR_LICENCE, or a demo notice), payment methods, and the language
 * and theme switches, which the phone's header has no room for.
 */
export async function SiteFooter({ theme }: { theme: Theme }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  const config = getWebConfig();
  const paymentName = (id: string) =>
    id === 'bank_transfer' ? t('footer.payments.bankTransfer') : (PAYMENT_BRANDS[id] ?? id);
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brandBlock}>
            <LocaleLink href="/sport" className={styles.brand} aria-label={t('header.homeLink')}>
              <BrandLogo />
              <span>Sportsbook</span>
            </LocaleLink>
            <p className={styles.tagline}>{t('footer.tagline')}</p>
          </div>

          <nav className={styles.groups} aria-label={t('footer.nav')}>
            {LINK_GROUPS.map((group) => (
              <div key={group.key} className={styles.group}>
                <h2 className={styles.groupTitle}>{t(`footer.groups.${group.key}`)}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link}>
                      <LocaleLink
                        href={
                          link === 'promotions'
                            ? '/sport/promotions'
                            : link === 'safer-gambling'
                              ? '/sport/profile/safer-gambling'
                              : contentPagePath(link)
                        }
                        prefetch={false}
                        className={styles.link}
                      >
                        {t(`footer.links.${link}`)}
                      </LocaleLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>

          <div className={styles.settings}>
            <h2 className={styles.groupTitle}>{t('footer.settings')}</h2>
            <div className={styles.switches}>
              <LanguageSwitch
                placement="above"
                testId="footer-language-switch"
                labels={{
                  change: t('language.change', { language: LANGUAGE_NAMES[locale] }),
                  menu: t('language.label'),
                }}
              />
              <ThemeSwitch
                initialTheme={theme}
                testId="footer-theme-switch"
                labels={{ toLight: t('theme.toLight'), toDark: t('theme.toDark') }}
              />
            </div>
          </div>
        </div>

        <div className={styles.payments}>
          <h2 className={styles.groupTitle}>{t('footer.paymentsTitle')}</h2>
          <ul className={styles.paymentList} data-testid="footer-payment-methods">
            {config.paymentMethods.map((id) => (
              <li key={id} className={styles.payment}>
                {paymentName(id)}
              </li>
            ))}
          </ul>
        </div>

        <div className={styles.legal}>
          <span
            className={styles.age}
            data-testid="footer-age-badge"
            role="img"
            aria-label={t('footer.ageLabel')}
          >
            {t('footer.age')}
          </span>
          <div className={styles.legalText}>
            <p data-testid="footer-licence">
              {config.operatorLicence ?? t('footer.demoLicence', { operator: config.operatorName })}
            </p>
            <p>{t('footer.responsible')}</p>
            <p className={styles.copyright}>
              {t('footer.copyright', {
                year: String(new Date().getUTCFullYear()),
                operator: config.operatorName,
              })}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
