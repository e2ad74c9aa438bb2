import { API_CONFIG_ELEMENT_ID, type ApiBaseUrls } from '@/lib/api-config';
import { getNonce } from '@/lib/csp-nonce.server';

/**
 * Hands the backends' base URLs, read from the server's configuration at request time, to the
 * browser's API client (lib/api-config.ts) as a JSON data block: nothing runs, and the same build
 * points at whatever backend this deployment names (DESIGN §2, decision 037).
 */
export async function ApiConfigScript({ urls }: { urls: ApiBaseUrls }) {
  const nonce = await getNonce();
  return (
    <script
      id={API_CONFIG_ELEMENT_ID}
      type="application/json"
      // A data block runs nothing, but every script element carries the nonce (decision 033).
      nonce={nonce}
      // `<` is escaped so the content cannot close the script tag.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(urls).replace(/</g, '\\u003c') }}
    />
  );
}
