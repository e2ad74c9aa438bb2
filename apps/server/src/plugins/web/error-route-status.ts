import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The spec's error route (betting-core §2: /500) with or without a locale segment: /sport/500,
 * /de/sport/500, /br/sport/500?from=deposit.
 */
const ERROR_ROUTE = /^\/(?:[a-z]{2,3}(?:-[a-z0-9]{2,4})?\/)?sport\/500\/?(?:[?#]|$)/i;

/**
 * Whether this request is the error page's document. Next renders every page it finds with 200
 * and a page cannot choose its status (only notFound() and a thrown error can), so the host sets
 * it. Client-side navigations (the `rsc` header: React Server Component payloads) keep 200, or the
 * router would give up on the payload and reload the whole page.
 */
export function isErrorPageDocument(request: IncomingMessage): boolean {
  return ERROR_ROUTE.test(request.url ?? '') && request.headers.rsc === undefined;
}

/**
 * Turns the 200 Next writes into `status` for one response; redirects and Next's own errors keep
 * theirs. Node sends implicit headers through `writeHead` too, so this catches both paths.
 */
export function answerOkAs(response: ServerResponse, status: number): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = function writeHeadWithStatus(statusCode: number, ...rest: unknown[]) {
    return writeHead(statusCode === 200 ? status : statusCode, ...rest);
  } as typeof response.writeHead;
}
