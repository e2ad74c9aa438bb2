import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, addToSlip, prematchPicks, type Pick } from './helpers';
import { EMBED_HOST_ORIGIN } from '../playwright.config';

/**
 * Decision 033: the pages' Content-Security-Policy against the real `next build` output — a new
 * nonce on every answer and on every script element of the document — and a browser that
 * reports no violation while a visitor uses the site.
 */

/** The nonce of the policy's script-src. */
function scriptNonce(policy: string): string {
  const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1];
  expect(nonce, `a nonce in ${policy}`).toBeTruthy();
  return nonce!;
}

/**
 * A prematch pick, waiting out a moment when the simulated feed has none open (a producer outage
 * suspends every market for a while).
 */
async function openPick(request: APIRequestContext): Promise<Pick> {
  let pick: Pick | undefined;
  await expect(async () => {
    [pick] = await prematchPicks(request, 1);
  }).toPass({ timeout: 45_000 });
  return pick!;
}

async function fetchPage(request: APIRequestContext, path: string, headers = {}) {
  const response = await request.get(path, { headers });
  expect(response.status()).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  return { response, policy, nonce: scriptNonce(policy), html: await response.text() };
}

test.describe('security headers', () => {
  test('pages carry a strict policy whose fresh nonce is on every script', async ({ request }) => {
    const pick = await openPick(request);
    for (const path of ['/sport', pick.path, '/ar/sport/live']) {
      const first = await fetchPage(request, path);
      const second = await fetchPage(request, path);
      expect(second.nonce).not.toBe(first.nonce);
      expect(first.policy).toContain("'strict-dynamic'");
      expect(first.policy).toContain("object-src 'none'");
      // The e2e server lets the demo operator frame it (embed.spec.ts): frame-ancestors lists it
      // and X-Frame-Options, which cannot, is left out.
      expect(first.policy).toContain(`frame-ancestors 'self' ${EMBED_HOST_ORIGIN}`);
      expect(first.response.headers()['x-frame-options']).toBeUndefined();
      expect(/script-src [^;]*'unsafe-(inline|eval)'/.test(first.policy)).toBe(false);
      expect(first.response.headers()).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
      });
      expect(first.response.headers()['permissions-policy']).toContain('camera=()');
      // Decision 077: the document is Brotli-compressed for a browser that takes it.
      expect(first.response.headers()['content-encoding']).toBe('br');

      const scripts = first.html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(3);
      for (const tag of scripts) expect(tag).toContain(`nonce="${first.nonce}"`);
      // The page's chunks load from the head as Next wrote them (decision 040: no rewrite), so
      // they download beside the stylesheets.
      const head = first.html.slice(0, first.html.indexOf('</head>'));
      expect(head).toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="" nonce="/);
    }

    // The last-resort 404 (outside any locale) is rendered per request too, so it has a nonce.
    const missing = await request.get('/no-such-file.txt');
    expect(missing.status()).toBe(404);
    const missingNonce = scriptNonce(missing.headers()['content-security-policy'] ?? '');
    const missingScripts = (await missing.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(missingScripts.length).toBeGreaterThan(0);
    for (const tag of missingScripts) expect(tag).toContain(`nonce="${missingNonce}"`);

    // A policy sent by the client does not choose the nonce.
    const forged = await fetchPage(request, '/sport', {
      'content-security-policy': "script-src 'nonce-chosenByTheClient'",
      'x-nonce': 'chosenByTheClient',
    });
    expect(forged.html).not.toContain('chosenByTheClient');

    const api = await request.get(`${API}/sports`);
    expect(api.headers()).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  test('a visitor’s pages, modal, slip and live updates break no rule of the policy', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // Listening before any script of the page runs; Playwright's init scripts are not subject
    // to the page's policy.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const violations = (target: Page) =>
      target.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    await page.goto('/sport');
    await page.getByTestId('sign-in').first().click();
    await expect(page.getByTestId('modal-signIn')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('modal-signIn')).toBeHidden();
    expect(await violations(page)).toEqual([]);

    // A match page and the slip: a price locked by a bet stop at the click is tried again.
    await expect(async () => {
      expect(await addToSlip(page, [await openPick(request)])).toHaveLength(1);
    }).toPass({ timeout: 45_000 });
    await expect(page.getByTestId('betslip').getByTestId('slip-selection')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);

    // Live: the realtime socket connects and delivers updates under the policy.
    const frames = new Promise<void>((resolve) => {
      let count = 0;
      page.on('websocket', (socket) => {
        socket.on('framereceived', () => {
          count += 1;
          if (count >= 3) resolve();
        });
      });
    });
    await page.goto('/sport/live');
    await frames;
    expect(await violations(page)).toEqual([]);
  });
});
