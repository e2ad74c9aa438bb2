import type { ServerResponse } from 'node:http';

/** Next's build output: file names carry a content hash, and Next serves them as immutable. */
export const IMMUTABLE_ASSET_PREFIX = '/_next/static/';

const REVALIDATION_HEADERS = new Set(['etag', 'last-modified']);

/**
 * A hashed asset is sent with `Cache-Control: public, max-age=31536000, immutable`: a browser
 * never asks for it again, so the validators Next adds (ETag, Last-Modified) are only bytes on
 * every response, ≈ 85 on each of a page's dozen or more scripts. Drops them for one response.
 */
export function omitRevalidationHeaders(response: ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = function setHeaderUnlessValidator(name, value) {
    if (REVALIDATION_HEADERS.has(name.toLowerCase())) return response;
    return setHeader(name, value);
  } as typeof response.setHeader;
}
