import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerOkAs, isErrorPageDocument } from './error-route-status';

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers }) as unknown as IncomingMessage;

describe('isErrorPageDocument', () => {
  it('is the /500 route in every locale, with or without a query', () => {
    for (const url of [
      '/sport/500',
      '/de/sport/500',
      '/br/sport/500?from=deposit',
      '/pt-BR/sport/500/',
    ]) {
      expect(isErrorPageDocument(request(url)), url).toBe(true);
    }
  });

  it('is no other page, and not the payload of a client-side navigation', () => {
    for (const url of [
      '/sport',
      '/sport/5000',
      '/sport/football/500',
      '/sport/500-club',
      '/sport/404',
    ]) {
      expect(isErrorPageDocument(request(url)), url).toBe(false);
    }
    expect(isErrorPageDocument(request('/sport/500', { rsc: '1' }))).toBe(false);
  });
});

describe('answerOkAs', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function statusOf(respond: (response: ServerResponse) => void) {
    server = createServer((_request, response) => {
      answerOkAs(response, 500);
      respond(response);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      redirect: 'manual',
    });
    await response.text();
    server.close();
    return response.status;
  }

  it('turns an implicit or explicit 200 into 500 and keeps the body', async () => {
    expect(await statusOf((response) => response.end('<html></html>'))).toBe(500);
    expect(
      await statusOf((response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html></html>');
      }),
    ).toBe(500);
  });

  it('leaves a redirect alone', async () => {
    expect(
      await statusOf((response) => {
        response.writeHead(307, { location: '/sport/500' });
        response.end();
      }),
    ).toBe(307);
  });
});
