import {
  changePasswordBodySchema,
  emailBodySchema,
  sendPhoneCodeBodySchema,
  signUpBodySchema,
  updatePlayerBodySchema,
  verifyPhoneBodySchema,
} from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import {
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  validateConfirmPassword,
  validateDepositAmount,
  validateEditPassword,
  validateEmailOnly,
  validateMissedFields,
  validatePhoneVerification,
  validateSignIn,
  validateSignUp,
} from './validation';

const signUpOptions = { countries: ['DE', 'GB', 'BR'], currencies: ['EUR', 'BTC'] };
const goodSignUp = {
  email: 'ana@example.com',
  password: 'secret123',
  passwordConfirmation: 'secret123',
  country: 'DE',
  currency: 'EUR',
  termsAccepted: true,
};

describe('sign_in', () => {
  it('needs an e-mail address and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(validateSignIn({ email: 'nope', password: 'x' })).toEqual({ email: 'email' });
    expect(validateSignIn({ email: ' ana@example.com ', password: 'x' })).toEqual({});
  });
});

describe('sign_up', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(goodSignUp, signUpOptions)).toEqual({});
  });

  it('checks password length and the confirmation, with no composition rules', () => {
    expect(validateSignUp({ ...goodSignUp, password: 'short1' }, signUpOptions).password).toBe(
      'passwordLength',
    );
    expect(
      validateSignUp(
        { ...goodSignUp, password: 'only letters here', passwordConfirmation: 'only letters here' },
        signUpOptions,
      ).password,
    ).toBeUndefined();
    expect(
      validateSignUp({ ...goodSignUp, passwordConfirmation: 'secret124' }, signUpOptions)
        .passwordConfirmation,
    ).toBe('passwordMismatch');
  });

  it('needs a known country and currency and the accepted terms', () => {
    expect(
      validateSignUp(
        { ...goodSignUp, country: 'XX', currency: 'DOGE', termsAccepted: false },
        signUpOptions,
      ),
    ).toEqual({ country: 'country', currency: 'currency', termsAccepted: 'terms' });
    expect(validateSignUp({ ...goodSignUp, country: '', currency: '' }, signUpOptions)).toEqual({
      country: 'required',
      currency: 'required',
    });
  });
});

describe('sign_up blocked countries', () => {
  it('refuses a country from the blocked sign-up list', () => {
    expect(validateSignUp(goodSignUp, { ...signUpOptions, blockedCountries: ['DE'] }).country).toBe(
      'countryBlocked',
    );
  });
});

describe('e-mail only forms (forgot_password, resend instructions)', () => {
  it('need a valid address', () => {
    expect(validateEmailOnly({ email: 'a@b' })).toEqual({ email: 'email' });
    expect(validateEmailOnly({ email: 'a@b.io' })).toEqual({});
  });
});

describe('edit_password and confirm_password', () => {
  it('check the new password twice and the current one for confirm_password', () => {
    expect(
      validateEditPassword({ password: 'newpass99', passwordConfirmation: 'newpass99' }),
    ).toEqual({});
    expect(
      validateConfirmPassword({ currentPassword: '', password: 'a', passwordConfirmation: 'b' }),
    ).toEqual({
      currentPassword: 'required',
      password: 'passwordLength',
      passwordConfirmation: 'passwordMismatch',
    });
  });
});

describe('missed_auth_fields', () => {
  const today = new Date('2026-11-22T00:00:00Z');

  it('checks only the fields the profile lists as missing', () => {
    expect(
      validateMissedFields(
        ['first_name', 'mobile_phone'],
        { first_name: ' ', mobile_phone: '12' },
        today,
      ),
    ).toEqual({ first_name: 'required', mobile_phone: 'phone' });
    expect(validateMissedFields(['city'], { city: 'Lisbon', first_name: '' }, today)).toEqual({});
  });

  it('requires a real date of birth and an adult player', () => {
    expect(checkDateOfBirth('2008-11-22', today)).toBeUndefined();
    expect(checkDateOfBirth('2008-11-23', today)).toBe('underage');
    expect(checkDateOfBirth('1990-02-30', today)).toBe('dateOfBirth');
    expect(checkDateOfBirth('22.11.1990', today)).toBe('dateOfBirth');
  });
});

describe('phone_verification', () => {
  it('needs the 6-digit code', () => {
    expect(validatePhoneVerification({ code: '' })).toEqual({ code: 'required' });
    expect(validatePhoneVerification({ code: '1234' })).toEqual({ code: 'smsCode' });
    expect(validatePhoneVerification({ code: '123456' })).toEqual({});
  });
});

describe('deposit', () => {
  const bounds = { min: 100n, max: 1_000_000n };
  it('needs a positive amount within the bounds', () => {
    expect(validateDepositAmount(undefined, '', bounds)).toEqual({ amount: 'required' });
    expect(validateDepositAmount(undefined, 'abc', bounds)).toEqual({ amount: 'amount' });
    expect(validateDepositAmount(50n, '0.50', bounds)).toEqual({ amount: 'amountMin' });
    expect(validateDepositAmount(2_000_000n, '20000', bounds)).toEqual({ amount: 'amountMax' });
    expect(validateDepositAmount(5000n, '50', bounds)).toEqual({});
  });
});

/**
 * The forms' rules against the contract's schemas, the ones the server validates with: for each
 * sample, the form lets it through exactly when the schema accepts what the form sends. A form
 * stricter than the server would refuse a valid entry; a looser one would send a sure 422.
 */
describe('the rules agree with the contract’s schemas', () => {
  const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
    schema.safeParse(value).success;

  it.each(['', 'a', 'seven77', 'eight888', 'x'.repeat(128), 'x'.repeat(129), '        '])(
    'a new password %j',
    (password) => {
      const body = { current_password: 'old', password, password_confirmation: password };
      expect(checkNewPassword(password) === undefined).toBe(
        accepts(changePasswordBodySchema, body),
      );
    },
  );

  it.each(['ana@example.com', ' ana@example.com ', 'nope', `${'a'.repeat(243)}@example.com`])(
    'an e-mail address %j',
    (email) => {
      expect(checkEmail(email) === undefined).toBe(accepts(emailBodySchema, { email }));
    },
  );

  it.each([
    '+351 912 345 678',
    '(030) 123-4567',
    '12345',
    '123456',
    '1'.repeat(20),
    '1'.repeat(21),
  ])('a phone number %j (sent without spaces, brackets and dashes)', (number) => {
    const sent = number.replace(/[\s()-]/g, '');
    expect(checkPhone(number) === undefined).toBe(
      accepts(sendPhoneCodeBodySchema, { number: sent, country: 'PT' }),
    );
  });

  it.each(['Ana', 'x'.repeat(100), 'x'.repeat(101)])('a first name %j', (name) => {
    expect(checkName(name) === undefined).toBe(
      accepts(updatePlayerBodySchema, { first_name: name }),
    );
  });

  it.each(['123456', '12345', '1234567', 'abcdef'])('an SMS code %j', (code) => {
    expect(validatePhoneVerification({ code }).code === undefined).toBe(
      accepts(verifyPhoneBodySchema, { code }),
    );
  });

  it('a sign-up the form accepts is one the schema accepts', () => {
    expect(validateSignUp(goodSignUp, signUpOptions)).toEqual({});
    expect(
      accepts(signUpBodySchema, {
        email: goodSignUp.email,
        password: goodSignUp.password,
        password_confirmation: goodSignUp.passwordConfirmation,
        country: goodSignUp.country,
        currency: goodSignUp.currency,
        terms_accepted: goodSignUp.termsAccepted,
      }),
    ).toBe(true);
  });
});
