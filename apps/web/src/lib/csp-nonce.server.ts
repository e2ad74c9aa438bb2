import 'server-only';
import { headers } from 'next/headers';

/**
 * The request header in which the server (apps/server, plugins/web/next-app.ts) hands each page
 * request its Content-Security-Policy nonce (decision 033). Next.js finds the same nonce in the
 * policy it also receives as a request header and puts it on its own scripts.
 */
export const NONCE_HEADER = 'x-nonce';

/**
 * This request's CSP nonce, for every `<script>` a server component renders (structured data,
 * an analytics tag…): without it the browser refuses the script. Undefined only when the page
 * is served by something other than our server (`next dev` on its own), which sends no policy.
 */
export async function getNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
