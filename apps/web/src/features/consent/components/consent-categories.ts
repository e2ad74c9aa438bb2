/** The categories a visitor may grant or refuse; `necessary` is always on. */
export const OPTIONAL = ['analytics', 'marketing'] as const;
