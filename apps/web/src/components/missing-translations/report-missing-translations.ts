import { MISSING_MARK, missingKeysIn } from '@/i18n/missing-message';

/** The hidden element's id; e2e/tests read it. */
export const MISSING_TRANSLATIONS_ID = 'missing-translations';

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'content'];

/**
 * Lists in a hidden element, one per line, every missing translation key the page shows now or
 * later (a modal, the slip, a page navigated to on the client): the server's and the browser's
 * fallbacks carry the same invisible mark (missing-message.ts).
 */
export function reportMissingTranslations(): void {
  let output = document.getElementById(MISSING_TRANSLATIONS_ID);
  if (!output) {
    output = document.createElement('pre');
    output.id = MISSING_TRANSLATIONS_ID;
    output.hidden = true;
    output.dataset.testid = MISSING_TRANSLATIONS_ID;
    document.body.append(output);
  }
  const target = output;
  const found = new Set<string>();
  const record = (text: string | null | undefined) => {
    if (!text?.includes(MISSING_MARK)) return;
    let added = false;
    for (const key of missingKeysIn(text)) {
      if (found.has(key)) continue;
      found.add(key);
      added = true;
    }
    if (added) target.textContent = [...found].sort().join('\n');
  };
  const scan = (node: Node) => {
    if (node === target) return;
    if (node.nodeType === Node.TEXT_NODE) return record(node.textContent);
    if (!(node instanceof Element)) return;
    for (const name of ATTRIBUTES) record(node.getAttribute(name));
    record(node.textContent);
    for (const element of node.querySelectorAll('*')) {
      for (const name of ATTRIBUTES) record(element.getAttribute(name));
    }
  };
  record(document.title);
  scan(document.documentElement);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') {
        record((mutation.target as Element).getAttribute(mutation.attributeName ?? ''));
      } else if (mutation.type === 'characterData') record(mutation.target.textContent);
      else mutation.addedNodes.forEach(scan);
    }
    record(document.title);
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ATTRIBUTES,
  });
}
