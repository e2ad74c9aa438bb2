import { INCOMING_EMBED_MESSAGES } from '@sportsbook/contract/browser';
import { describe, expect, it } from 'vitest';
import { acceptsHostMessage } from './origin-rule';

const HOST = 'https://casino.example.org';

describe('the bridge obeys host messages from listed origins only (account-platform §6)', () => {
  it('obeys every message from a listed origin, none from another', () => {
    for (const name of INCOMING_EMBED_MESSAGES) {
      expect(acceptsHostMessage(HOST, name, [HOST])).toBe(true);
      expect(acceptsHostMessage('https://evil.example', name, [HOST])).toBe(false);
      // Scheme and port are part of the origin.
      expect(acceptsHostMessage('http://casino.example.org', name, [HOST])).toBe(false);
      expect(acceptsHostMessage(`${HOST}:8443`, name, [HOST])).toBe(false);
    }
  });

  it('honours a wildcard only for the session-initialising and token-setting messages', () => {
    const accepted = INCOMING_EMBED_MESSAGES.filter((name) =>
      acceptsHostMessage('https://anyone.example', name, ['*']),
    );
    expect(accepted).toEqual(['init-session', 'set-token']);
    // A listed origin beside the wildcard still gets everything.
    expect(acceptsHostMessage(HOST, 'open-bet-code', ['*', HOST])).toBe(true);
    expect(acceptsHostMessage('https://anyone.example', 'open-bet-code', ['*', HOST])).toBe(false);
  });

  it('matches *.domain entries on subdomains only, with their scheme and port', () => {
    const list = ['https://*.casino.example.org'];
    expect(acceptsHostMessage('https://www.casino.example.org', 'navigate', list)).toBe(true);
    expect(acceptsHostMessage('https://a.b.casino.example.org', 'navigate', list)).toBe(true);
    expect(acceptsHostMessage('https://casino.example.org', 'navigate', list)).toBe(false);
    expect(acceptsHostMessage('https://evilcasino.example.org', 'navigate', list)).toBe(false);
    expect(acceptsHostMessage('http://www.casino.example.org', 'navigate', list)).toBe(false);
    expect(acceptsHostMessage('https://www.casino.example.org:444', 'navigate', list)).toBe(false);
    expect(acceptsHostMessage('null', 'navigate', list)).toBe(false);
  });

  it('obeys nothing without configured origins', () => {
    expect(acceptsHostMessage(HOST, 'init-session', [])).toBe(false);
  });
});
