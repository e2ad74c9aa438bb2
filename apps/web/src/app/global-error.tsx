'use client';

import '../styles/globals.css';
import { DEFAULT_LOCALE, isRtl, type Locale } from '@sportsbook/contract/browser';
import { usePathname } from 'next/navigation';
import ar from '../../messages/ar.json';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import ptBR from '../../messages/pt-BR.json';
import { buttonClass } from '@/components/button/button-class';
import { ErrorView } from '@/components/error-view/error-view';
import { RefreshIcon } from '@/components/icons/ui-icons';
import { localePrefix, splitLocalePath } from '@/lib/locale-path';

const PAGE_TEXTS: Record<Locale, typeof en.page> = {
  en: en.page,
  de: de.page,
  'pt-BR': ptBR.page,
  ar: ar.page,
};

/**
 * Replaces the whole document when the locale layout itself fails, so nothing from it (i18n
 * provider, theme) can be relied on. The language comes from the URL; the strings are bundled
 * here. The home link assumes the default URL mode: the runtime setting is out of reach here.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const locale = splitLocalePath(usePathname() ?? '/').locale ?? DEFAULT_LOCALE;
  const t = PAGE_TEXTS[locale];
  return (
    <html lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'} data-theme="dark">
      <body>
        <title>{`${t.error.title} | Sportsbook`}</title>
        <main>
          <ErrorView
            kind="error"
            title={t.error.title}
            description={t.error.description}
            homeLabel={t.error['home-button'].title}
            homeHref={`${localePrefix(locale, { localeInUrl: false })}/sport`}
            action={
              <button
                type="button"
                className={buttonClass('ghost', 'large')}
                onClick={() => retry()}
              >
                <RefreshIcon size={18} />
                {t.error.retry}
              </button>
            }
          />
        </main>
      </body>
    </html>
  );
}
