'use client';

import { useEffect } from 'react';

/**
 * In automated-browser mode (navigator.webdriver) only, loads the reporter that lists missing
 * translation keys in a hidden element (account-platform §8). Players never load it: the check
 * is all that ships in the page.
 */
export function MissingTranslationsReporter() {
  useEffect(() => {
    if (!navigator.webdriver) return;
    void import('./report-missing-translations').then((module) =>
      module.reportMissingTranslations(),
    );
  }, []);
  return null;
}
