import { describe, expect, it } from 'vitest';
import { publish, subscribe, subscribePrivateEvent } from './event-bus';

describe('the event bus', () => {
  it('hands each payload to every subscriber of that name, in order, and to no other', () => {
    const heard: string[] = [];
    const offA = subscribe('modal-requested', ({ modal }) => heard.push(`a:${modal}`));
    const offB = subscribe('modal-requested', ({ modal, reason }) =>
      heard.push(`b:${modal}:${reason}`),
    );
    const offOther = subscribe('balance-changed', () => heard.push('balance'));
    publish('modal-requested', { modal: 'signIn', reason: 'signInFirst' });
    expect(heard).toEqual(['a:signIn', 'b:signIn:signInFirst']);
    offA();
    offB();
    offOther();
  });

  it('stops calling a listener once it unsubscribed, and counts a double subscription twice', () => {
    let calls = 0;
    const listener = () => calls++;
    const first = subscribe('quick-bet-picked', listener);
    const second = subscribe('quick-bet-picked', listener);
    publish('quick-bet-picked');
    expect(calls).toBe(2);
    first();
    publish('quick-bet-picked');
    expect(calls).toBe(3);
    second();
    publish('quick-bet-picked');
    expect(calls).toBe(3);
  });

  it('keeps calling the others when one listener throws, and reports the error', () => {
    const heard: string[] = [];
    const reported: unknown[] = [];
    Object.assign(globalThis, { reportError: (error: unknown) => reported.push(error) });
    const offBad = subscribe('sheet-opened', () => {
      throw new Error('listener failed');
    });
    const offGood = subscribe('sheet-opened', ({ id }) => heard.push(id));
    try {
      expect(() => publish('sheet-opened', { id: 'betslip' })).not.toThrow();
    } finally {
      offBad();
      offGood();
      Reflect.deleteProperty(globalThis, 'reportError');
    }
    expect(heard).toEqual(['betslip']);
    expect(reported.map(String)).toEqual(['Error: listener failed']);
  });

  it('filters private realtime events by name', () => {
    const messages: unknown[] = [];
    const off = subscribePrivateEvent('bet_changed', (message) => messages.push(message));
    publish('private-event', { eventName: 'notification', message: 1 });
    publish('private-event', { eventName: 'bet_changed', message: 2 });
    off();
    expect(messages).toEqual([2]);
  });
});
