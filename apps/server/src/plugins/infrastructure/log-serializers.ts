import type { FastifyRequest } from 'fastify';

/** Query parameters that carry one-time secrets (emailed links). */
const SECRET_PARAMS = /([?&](?:[a-z_]*token|code)=)[^&#]*/gi;

/** The request URL with secret query values replaced, for log lines. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Fastify's default request serializer with the URL redacted: GET /users/confirmation carries
 * its token in the query string, and request logs must not hand it out.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
