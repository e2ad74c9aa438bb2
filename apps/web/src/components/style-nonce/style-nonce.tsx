import { getNonce } from '@/lib/csp-nonce.server';

/**
 * Hands the page's CSP nonce to the libraries that add <style> elements at run time (decision
 * 033). Radix's dialogs lock scrolling with react-remove-scroll, whose react-style-singleton puts
 * a <style> in the head with the nonce it finds in the global `__webpack_nonce__`; without the
 * nonce the policy's style-src-elem blocks it. The value is read from this script element itself,
 * so it is written into the document once; a script able to read the global could already run.
 */
export async function StyleNonce() {
  const nonce = await getNonce();
  if (!nonce) return null;
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: 'self.__webpack_nonce__=document.currentScript.nonce' }}
    />
  );
}
