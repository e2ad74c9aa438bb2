import { isRtl, type Locale } from '@sportsbook/contract/browser';
import { compiler } from 'markdown-to-jsx';
import { getTranslations } from 'next-intl/server';
import type { ContentPageSlug } from '../api/content-pages';
import { loadContentPage } from '../api/load-content-page.server';
import { sectionHeadings } from '../api/markdown-document';
import styles from './content-page.module.css';
import { MarkdownLink } from './markdown-link';

/**
 * A text page (terms, help, …) rendered from the operator's Markdown on the server: no script
 * reaches the browser for it. Raw HTML in the file is shown as text, never parsed, and the
 * renderer drops javascript: and data: links, so a content edit cannot inject markup.
 */
export async function ContentPage({ slug, locale }: { slug: ContentPageSlug; locale: Locale }) {
  const [page, t] = await Promise.all([loadContentPage(slug, locale), getTranslations('content')]);
  const sections = sectionHeadings(page.body);
  const fallback = page.locale !== locale;
  const body = compiler(page.body, {
    disableParsingRawHTML: true,
    forceBlock: true,
    wrapper: null,
    overrides: { a: MarkdownLink },
  });
  return (
    <div className={styles.page}>
      {fallback ? (
        <p className={styles.notice} role="note" data-testid="content-fallback">
          {t('fallback')}
        </p>
      ) : null}
      <article
        className={styles.article}
        data-testid="content-page"
        data-slug={slug}
        // An English text on an Arabic page still reads left to right.
        lang={fallback ? page.locale : undefined}
        dir={fallback ? (isRtl(page.locale) ? 'rtl' : 'ltr') : undefined}
      >
        <h1 className={styles.title}>{page.title}</h1>
        {sections.length > 2 ? (
          <nav className={styles.toc} aria-label={t('onThisPage')}>
            <p className={styles.tocTitle}>{t('onThisPage')}</p>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className={styles.prose}>{body}</div>
      </article>
    </div>
  );
}
