'use client';

import '../styles/globals.css';
import { DEFAULT_LOCALE, isRtl } from '@sportsbook/contract/browser';
import { usePathname } from 'next/navigation';
import { buttonClass } from '@/components/button/button-class';
import { ErrorArtOnDemand } from '@/components/error-view/error-art-on-demand';
import { ErrorView } from '@/components/error-view/error-view';
import { RefreshIcon } from '@/components/icons/refresh-icon';
import { localePrefix, splitLocalePath } from '@/lib/locale-path';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

/**
 * Replaces the whole document when the locale layout itself fails, so nothing from it (i18n
 * provider, theme) can be relied on. The language comes from the URL; the strings are copied into
 * global-error-texts.ts. The home link assumes the default URL mode: the runtime setting is out of reach here.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const locale = splitLocalePath(usePathname() ?? '/').locale ?? DEFAULT_LOCALE;
  const t = GLOBAL_ERROR_TEXTS[locale];
  return (
    <html lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'} data-theme="dark">
      <body>
        <title>{`${t.title} | Sportsbook`}</title>
        <main>
          <ErrorView
            kind="error"
            illustration={<ErrorArtOnDemand />}
            title={t.title}
            description={t.description}
            homeLabel={t.home}
            homeHref={`${localePrefix(locale, { localeInUrl: false })}/sport`}
            action={
              <button
                type="button"
                className={buttonClass('ghost', 'large')}
                onClick={() => retry()}
              >
                <RefreshIcon size={18} />
                {t.retry}
              </button>
            }
          />
        </main>
      </body>
    </html>
  );
}
