/**
 * Standard-time UTC offsets in hours. Kick-offs are planned in local time and converted; daylight
 * saving is ignored because a fixed offset keeps a match's UTC time the same all year, which is
 * what keeps ids and times stable.
 */
// prettier-ignore
export const UTC_OFFSETS: Record<string, number> = {
  GB: 0, PT: 0, ES: 1, DE: 1, IT: 1, FR: 1, NL: 1, BE: 1, SE: 1, CZ: 1, PL: 1, RS: 1, CH: 1,
  AT: 1, FI: 2, GR: 2, ZA: 2, UA: 2, TR: 3, PK: 5, IN: 5.5, CN: 8, JP: 9, KR: 9, AU: 10, NZ: 12,
  BR: -3, AR: -3, US: -5, CA: -5, MX: -6, QA: 3, AE: 4, TN: 1, EG: 2, RO: 2, HU: 1, HR: 1,
  MC: 1, SG: 8, DK: 1,
};

/** Later evening kick-offs in some countries: minutes added to the common slot templates. */
export const KICK_OFF_SHIFT: Record<string, number> = { ES: 60, PT: 30, AR: 60, BR: 60, MX: 60 };
