import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError } from './api-fetch';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('apiFetch', () => {
  it('turns the error envelope into field errors keyed like the app (camelCase)', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, {
        error: {
          code: 'unprocessable_entity',
          message: 'email: is taken',
          localized_message: 'E-Mail vergeben',
          details: [
            { field: 'email', message: 'is already registered' },
            { field: 'body.password_confirmation', message: 'does not match' },
          ],
        },
      }),
    );
    const error = (await apiFetch('/platform/api/users', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      email: 'is already registered',
      passwordConfirmation: 'does not match',
    });
    expect(error.displayMessage).toBe('E-Mail vergeben');
  });

  it('sends the CSRF header on state-changing calls only, and same-origin cookies', async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await apiFetch('/x', { method: 'DELETE' });
    await apiFetch('/y', { query: { a: 1, b: undefined } });
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    const deleteCall = calls[0]!;
    const getCall = calls[1]!;
    expect(deleteCall[1].headers).toMatchObject({ 'x-platform-app': 'sportsbook' });
    expect(deleteCall[1].credentials).toBe('same-origin');
    expect(getCall[0]).toBe('/y?a=1');
    expect(getCall[1].headers).not.toHaveProperty('x-platform-app');
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/z')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
