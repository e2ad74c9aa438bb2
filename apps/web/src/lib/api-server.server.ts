import 'server-only';
import { apiEndpoints, apiPath, type ApiEndpointName, type PathParams } from '@sportsbook/contract';
import { getWebConfig } from './config.server';

/**
 * The server components' client for our API (issue 17 §1): the call is named by the contract's
 * endpoint table, the base is INTERNAL_API_URL (this process by default; the browser's bases are
 * the public ones in api-config.ts). It answers the raw Response, so each caller decides what a
 * 404 means and how to parse; it never throws for an HTTP status, only for a network failure or
 * the timeout.
 */
export interface ServerApiOptions<Name extends ApiEndpointName> {
  params?: PathParams<Name>;
  query?: Record<string, string | number | boolean | undefined>;
  locale?: string;
  /** A JSON body as text (callers memoise on it). */
  body?: string;
  timeoutMs: number;
  accept?: string;
}

export function serverApiUrl<Name extends ApiEndpointName>(
  name: Name,
  options: Pick<ServerApiOptions<Name>, 'params' | 'query'> = {},
): string {
  const path = apiPath(apiEndpoints[name].path, options.params as Record<string, string | number>);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return `${getWebConfig().internalApiUrl}${path}${text ? `?${text}` : ''}`;
}

export function serverApiFetch<Name extends ApiEndpointName>(
  name: Name,
  options: ServerApiOptions<Name>,
): Promise<Response> {
  return fetch(serverApiUrl(name, options), {
    method: apiEndpoints[name].method,
    headers: {
      Accept: options.accept ?? 'application/json',
      ...(options.locale ? { 'Accept-Language': options.locale } : {}),
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body,
    cache: 'no-store',
    signal: AbortSignal.timeout(options.timeoutMs),
  });
}
