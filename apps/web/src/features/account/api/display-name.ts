/** The fields of a player that can name them in the header. */
export interface NameFields {
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  email?: string | null;
  authPhoneNumber?: string | null;
  mobilePhone?: string | null;
}

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** account-platform §3 User: full name, else nickname, else email, else phone. */
export function displayName(user: NameFields): string {
  const full = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
  return (
    full ||
    clean(user.nickname) ||
    clean(user.email) ||
    clean(user.authPhoneNumber) ||
    clean(user.mobilePhone)
  );
}

/** One or two letters for the avatar circle. */
export function initials(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toUpperCase()
    .slice(0, 2);
}

/** account-platform §3 User: logged in when an email or an auth phone exists. */
export function isLoggedInUser(user: Pick<NameFields, 'email' | 'authPhoneNumber'>): boolean {
  return Boolean(clean(user.email) || clean(user.authPhoneNumber));
}
