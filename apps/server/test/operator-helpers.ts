import type { OperatorRole } from '../src/services/operator/operator-keys';

/** One key per staff role, for tests of the operator API (decision 043). */
export const OPERATOR_TEST_KEYS: Record<OperatorRole, string> = {
  operator: 'test-operator-key-0123456789abcdef',
  content: 'test-content-key-0123456789abcdef',
  support: 'test-support-key-0123456789abcdef',
};

/** Env overrides that install the test keys: spread into buildTestApp's overrides. */
export function operatorKeysEnv(): { OPERATOR_API_KEYS: string } {
  return {
    OPERATOR_API_KEYS: Object.entries(OPERATOR_TEST_KEYS)
      .map(([role, secret]) => `test-${role}:${role}:${secret}`)
      .join(','),
  };
}

/** The Authorization header of a staff member with `role`. */
export function operatorHeaders(role: OperatorRole = 'operator'): { authorization: string } {
  return { authorization: `Bearer ${OPERATOR_TEST_KEYS[role]}` };
}
