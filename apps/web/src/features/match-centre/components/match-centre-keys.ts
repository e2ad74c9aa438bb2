/** Query keys of the match centre; the poll's is private (it carries the player's vote). */
export const matchCentreKeys = {
  statistics: (id: number) => ['matchCentre', id, 'statistics'] as const,
  form: (id: number) => ['matchCentre', id, 'form'] as const,
  video: (id: number) => ['matchCentre', id, 'video'] as const,
  match: (id: number) => ['matchCentre', id, 'match'] as const,
  poll: (id: number) => ['account', 'matchCentre', id, 'poll'] as const,
};
