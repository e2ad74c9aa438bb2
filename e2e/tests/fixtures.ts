import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught page error (DESIGN §7): a broken page
 * that happens to show the right text is still broken.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
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
