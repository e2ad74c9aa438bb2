import { expect, test } from '@playwright/test';

/**
 * Issue 14, finding 6: a POST, PUT, PATCH or DELETE with a body to a page was handed to Next.js
 * after Fastify had already read the body, and Next waited for it forever — the request held
 * its connection open for minutes. A page takes GET and HEAD only (the web app has no Server
 * Actions), so anything else is answered at once with 405 and the methods it does take.
 */
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  test(`${method} with a body to a page is answered 405 within a second`, async ({ request }) => {
    const response = await request.fetch('/sport', {
      method,
      data: { anything: 'at all' },
      timeout: 1_000,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
  });
}

test('a form-encoded POST to a localized page is answered 405 within a second', async ({
  request,
}) => {
  const response = await request.post('/de/sport/football', {
    form: { field: 'value' },
    timeout: 1_000,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(405);
});

test('GET and HEAD of a page still render', async ({ request }) => {
  expect((await request.get('/sport', { timeout: 10_000 })).status()).toBe(200);
  expect((await request.head('/sport', { timeout: 10_000 })).status()).toBe(200);
});
