import {
  PLATFORM_ACCEPT,
  PLATFORM_APP_HEADER,
  PLATFORM_APP_VALUE,
  apiEndpoints,
  apiPath,
  type ApiAnswer,
  type ApiBody,
  type ApiEndpointName,
  type PathParams,
} from '@sportsbook/contract/browser';
import { baseUrlOf } from './api-config';
import { CSRF_HEADER } from './csrf-header';
import { publish, subscribe } from './event-bus';

/**
 * The browser's one HTTP client for our APIs (sportsbook and platform; issue 17 §1). Calls are
 * named by the contract's endpoint table (`apiRequest('placeBets', …)`): the method and path come
 * from there, the backend's base URL from the runtime configuration (api-config.ts), the body's
 * and the answer's types from the contract's schemas. It sends cookies, the CSRF header on
 * state-changing calls, takes an AbortSignal, turns the error envelope (DESIGN §3) into an
 * `ApiError` with per-field messages, and announces a 401 so the session ends wherever it
 * happened (account-platform §8), published as `unauthorized` on the event bus. No other module fetches our API
 * (no-raw-api-fetch.test.ts).
 */

export interface ErrorDetail {
  field: string;
  message: string;
}

export interface ApiRequestInfo {
  method: string;
  url: string;
  body: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | number;
  readonly localizedMessage: string | undefined;
  readonly details: ErrorDetail[];
  /** The whole answer, for callers with richer error shapes (the bet slip's errors_by_bet). */
  readonly body: unknown;
  /** The call that failed; error reporting sends it (redacted) with the error (decision 034). */
  request: ApiRequestInfo | undefined;

  constructor(options: {
    status: number;
    code: string | number;
    message: string;
    localizedMessage?: string;
    details?: ErrorDetail[];
    body?: unknown;
    request?: ApiRequestInfo;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.localizedMessage = options.localizedMessage;
    this.details = options.details ?? [];
    this.body = options.body;
    this.request = options.request;
  }

  /** Server field errors keyed by the app's (camelCase) field name: `password_confirmation` → `passwordConfirmation`. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const { field, message } of this.details) {
      const key = (field.split('.').pop() ?? field).replace(/_([a-z0-9])/g, (_, c: string) =>
        c.toUpperCase(),
      );
      out[key] ??= message;
    }
    return out;
  }

  /** What to show a player: the localized message when the server sent one. */
  get displayMessage(): string {
    return this.localizedMessage || this.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiFetchOptions {
  method?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Answer 401 with an ApiError but do not announce the end of the session. */
  quietUnauthorized?: boolean;
}

function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (error && typeof error === 'object') {
    return new ApiError({
      status,
      code: (error.code as string | number | undefined) ?? status,
      message: typeof error.message === 'string' ? error.message : `HTTP ${status}`,
      localizedMessage:
        typeof error.localized_message === 'string' ? error.localized_message : undefined,
      details: Array.isArray(error.details) ? (error.details as ErrorDetail[]) : [],
      body,
    });
  }
  return new ApiError({ status, code: status, message: `HTTP ${status}`, body });
}

export async function apiFetch(url: string, options: ApiFetchOptions = {}): Promise<unknown> {
  const method = (options.method ?? 'GET').toUpperCase();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const target = params.size > 0 ? `${url}${url.includes('?') ? '&' : '?'}${params}` : url;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(SAFE_METHODS.has(method) ? {} : CSRF_HEADER),
    ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  let response: Response;
  try {
    response = await fetch(target, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // Cookies go to a configured backend on another origin too (it must allow credentials).
      credentials: sameOrigin(target) ? 'same-origin' : 'include',
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'network',
      message: (cause as Error).message,
      request: { method, url: target, body: options.body },
    });
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const error = errorFromBody(response.status, body);
    error.request = { method, url: target, body: options.body };
    if (response.status === 401 && !options.quietUnauthorized && typeof window !== 'undefined') {
      publish('unauthorized', { url: target });
    }
    throw error;
  }
  return body;
}

function sameOrigin(url: string): boolean {
  if (url.startsWith('/')) return true;
  return typeof window !== 'undefined' && url.startsWith(`${window.location.origin}/`);
}

type ParamsOption<Name extends ApiEndpointName> = keyof PathParams<Name> extends never
  ? { params?: never }
  : { params: PathParams<Name> };

export type ApiRequestOptions<Name extends ApiEndpointName> = Omit<
  ApiFetchOptions,
  'method' | 'body'
> &
  ParamsOption<Name> &
  ([ApiBody<Name>] extends [never] ? { body?: never } : { body: ApiBody<Name> });

/** The absolute URL of a call on its configured backend, parameters filled in and encoded. */
export function apiUrl<Name extends ApiEndpointName>(
  name: Name,
  options: {
    params?: Record<string, string | number>;
    query?: ApiFetchOptions['query'];
  } = {},
): string {
  const endpoint = apiEndpoints[name];
  const url = `${baseUrlOf(endpoint.backend)}${apiPath(endpoint.path, options.params)}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.size > 0 ? `${url}?${params}` : url;
}

/**
 * One call of our API by its contract name. The answer is typed from the contract but not
 * parsed: running the zod schemas here would put zod in the page's JavaScript; the web's tests
 * parse what it sends with the schemas, and the server's tests what it answers.
 */
export async function apiRequest<Name extends ApiEndpointName>(
  name: Name,
  ...[options]: keyof PathParams<Name> extends never
    ? [ApiBody<Name>] extends [never]
      ? [options?: ApiRequestOptions<Name>]
      : [options: ApiRequestOptions<Name>]
    : [options: ApiRequestOptions<Name>]
): Promise<ApiAnswer<Name>> {
  const endpoint = apiEndpoints[name];
  const { params, ...rest } = (options ?? {}) as ApiFetchOptions & {
    params?: Record<string, string | number>;
  };
  // The platform's calls carry its vendor Accept type and the app header (account-platform §7.1).
  const headers =
    endpoint.backend === 'platform'
      ? { Accept: PLATFORM_ACCEPT, [PLATFORM_APP_HEADER]: PLATFORM_APP_VALUE, ...rest.headers }
      : rest.headers;
  return (await apiFetch(apiUrl(name, { params }), {
    ...rest,
    headers,
    method: endpoint.method,
  })) as ApiAnswer<Name>;
}

/** Subscribes to "a call answered 401"; returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  return subscribe('unauthorized', () => listener());
}
