const loaded = new Set<string>();

/**
 * Adds a third-party tag's script once per page, only ever called after its category was
 * granted. Created from script, it runs under a nonce-based CSP with 'strict-dynamic'; the
 * nonce is passed on too, for a policy without it.
 */
export function loadTag(src: string, nonce: string | undefined): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  if (nonce) script.nonce = nonce;
  script.dataset.consentTag = 'true';
  document.head.appendChild(script);
}
