import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('password policy (NIST 800-63B, issue 14 #10)', () => {
  const email = 'sam.player@example.com';

  it('refuses the passwords of the finding', () => {
    expect(passwordProblem('12345678', email)).toMatch(/too common/);
    expect(passwordProblem('password', email)).toMatch(/too common/);
    expect(passwordProblem('        ', email)).toMatch(/only spaces/);
    expect(passwordProblem(email, email)).toMatch(/email/);
  });

  it('refuses common ones whatever their case or spacing, and the email local part', () => {
    expect(passwordProblem('QWERTYUIOP', email)).toMatch(/too common/);
    expect(passwordProblem('iloveyou', email)).toMatch(/too common/);
    expect(passwordProblem('letme in123', email)).toMatch(/too common/);
    expect(passwordProblem('Sam.Player!2026', email)).toMatch(/email/);
    expect(passwordProblem('\t \n  \t  ', email)).toMatch(/only spaces/);
  });

  it('accepts long passphrases and has no composition rules', () => {
    expect(passwordProblem('correct horse battery', email)).toBeUndefined();
    expect(passwordProblem('purple elephants dance slowly at noon', email)).toBeUndefined();
    expect(passwordProblem('zqxjvbnwpl', email)).toBeUndefined();
    // Without an email (a reset before the token names the player) only the other rules apply.
    expect(passwordProblem('sam.player stuff', '')).toBeUndefined();
  });
});
