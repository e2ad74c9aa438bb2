import { test as base, expect, type Page, type Response } from '@playwright/test';

/** Set by apps/web's HydrationMark once a document's shell has hydrated. */
const HYDRATED_MARK = 'sportsbook:hydrated';

/**
 * The load event, where `goto` and `reload` stop waiting, can come before React has hydrated
 * the page (its scripts are async, and hydration is work after they ran); a click then would
 * fall on inert server-rendered HTML. After a document navigation to one of our pages, wait for
 * the hydration mark, as a person waits for the page to respond.
 */
async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  const type = (await response?.headerValue('content-type')) ?? '';
  if (!type.startsWith('text/html')) return;
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    HYDRATED_MARK,
  );
}

/**
 * Every journey fails on a console error or an uncaught page error (DESIGN §7): a broken page
 * that happens to show the right text is still broken.
 */
/** Makes `page.goto` and `page.reload` also wait for hydration (the `page` fixture has it). */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForHydration(page, response);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForHydration(page, response);
    return response;
  };
  return page;
}

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
  /** Errors a test provokes on purpose (a wrong password answers 401), set with test.use(). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A 404 page legitimately logs the failed document request.
        if (/status of 404/.test(message.text())) return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
