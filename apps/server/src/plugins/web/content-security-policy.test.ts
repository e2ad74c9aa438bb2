import { describe, expect, it } from 'vitest';
import {
  API_POLICY,
  backendSources,
  newNonce,
  pagePolicy,
  type PagePolicyOptions,
} from './content-security-policy';

const DEFAULTS: PagePolicyOptions = {
  embedOrigins: [],
  connectSources: [],
  imageSources: [],
  frameSources: [],
  publicUrl: undefined,
  reportUri: undefined,
  dev: false,
};

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the pages’ Content-Security-Policy (decision 033)', () => {
  it('runs only scripts with the nonce, and what they load, never inline or eval code', () => {
    const policy = directives(pagePolicy('abc123==', DEFAULTS));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get('style-src-elem')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.has('report-uri')).toBe(false);
    expect(pagePolicy('abc123==', DEFAULTS)).not.toMatch(/unsafe-eval/);
  });

  it('lists the embedding sites, extra origins, the public socket and the report address', () => {
    const policy = directives(
      pagePolicy('n', {
        ...DEFAULTS,
        embedOrigins: ['https://host.example', 'https://*.casino.example'],
        connectSources: ['https://api.example', 'wss://live.example'],
        imageSources: ['https://cdn.example'],
        frameSources: ['https://pay.example'],
        publicUrl: 'https://bet.example/',
        reportUri: 'https://reports.example/csp',
      }),
    );
    expect(policy.get('frame-ancestors')).toEqual([
      "'self'",
      'https://host.example',
      'https://*.casino.example',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'wss://bet.example',
      'https://api.example',
      'wss://live.example',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://pay.example']);
    expect(policy.get('report-uri')).toEqual(['https://reports.example/csp']);
  });

  it('lets React use eval for its call stacks in development only', () => {
    expect(directives(pagePolicy('n', { ...DEFAULTS, dev: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  it('makes a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('gives everything that is not a page nothing to load and nobody to frame it', () => {
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('configured backends in connect-src (decision 037)', () => {
  it('allows each configured backend origin, and the realtime one as a websocket too', () => {
    const sources = backendSources({
      api: 'https://api.operator.example',
      platform: 'https://accounts.operator.example:8443',
      realtime: 'https://live.operator.example',
    });
    expect(sources).toEqual([
      'https://api.operator.example',
      'https://accounts.operator.example:8443',
      'https://live.operator.example',
      'wss://live.operator.example',
    ]);
    const connect = directives(
      pagePolicy(newNonce(), { ...DEFAULTS, connectSources: sources }),
    ).get('connect-src');
    expect(connect).toEqual(["'self'", ...sources]);
  });

  it('adds nothing when every backend is the page’s own origin', () => {
    expect(backendSources({})).toEqual([]);
  });
});
