import { describe, expect, it } from 'vitest';
import { displayName, initials, isLoggedInUser } from './display-name';

describe('displayName', () => {
  it('falls back from full name to nickname to email to phone', () => {
    const user = {
      firstName: 'Ana',
      lastName: 'Silva',
      nickname: 'ace',
      email: 'ana@example.com',
      authPhoneNumber: '+351900000000',
    };
    expect(displayName(user)).toBe('Ana Silva');
    expect(displayName({ ...user, firstName: null, lastName: '' })).toBe('ace');
    expect(displayName({ ...user, firstName: ' ', lastName: null, nickname: '' })).toBe(
      'ana@example.com',
    );
    expect(displayName({ authPhoneNumber: '+351900000000' })).toBe('+351900000000');
    expect(displayName({ mobilePhone: '+4915100000' })).toBe('+4915100000');
    expect(displayName({})).toBe('');
  });

  it('uses a first name alone when there is no last name', () => {
    expect(displayName({ firstName: 'Ana', email: 'a@b.io' })).toBe('Ana');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ana Maria Silva')).toBe('AS');
    expect(initials('ana.silva@example.com')).toBe('AS');
    expect(initials('ace')).toBe('A');
  });
});

describe('isLoggedInUser', () => {
  it('is true with an email or an auth phone', () => {
    expect(isLoggedInUser({ email: 'a@b.io' })).toBe(true);
    expect(isLoggedInUser({ authPhoneNumber: '+1555' })).toBe(true);
    expect(isLoggedInUser({ email: '', authPhoneNumber: null })).toBe(false);
  });
});
