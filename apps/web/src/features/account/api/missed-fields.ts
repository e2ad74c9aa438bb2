import { MISSED_FIELDS, type MissedField } from './validation';

/** The fields the missed-fields form knows, in its order, out of the profile's list. */
export function knownMissedFields(listed: readonly string[]): MissedField[] {
  return MISSED_FIELDS.filter((field) => listed.includes(field));
}
