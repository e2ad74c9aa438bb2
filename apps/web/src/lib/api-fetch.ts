import { CSRF_HEADER } from './csrf-header';

/**
 * The browser's HTTP client for our APIs (sportsbook and platform): same-origin cookies, the
 * CSRF header on state-changing calls, the error envelope (DESIGN §3) turned into an `ApiError`
 * with per-field messages, and a window event on 401 so the session ends wherever it happened
 * (account-platform §8).
 */
export const UNAUTHORIZED_EVENT = 'sportsbook:unauthorized';

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
      credentials: 'same-origin',
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
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { url: target } }));
    }
    throw error;
  }
  return body;
}

/** Subscribes to "a call answered 401"; returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  window.addEventListener(UNAUTHORIZED_EVENT, listener);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, listener);
}
