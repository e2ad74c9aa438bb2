/** Enumerations shared by several schemas (kept apart so that modules never import in a cycle). */
export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
export const SPORT_KINDS = ['regular', 'cyber', 'premium_cricket'] as const;
