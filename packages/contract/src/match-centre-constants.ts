/** Match centre names browser code may import without zod (issue 21, decision 047). */

/** The widget statistics types GET /matches/{id}/{type} serves; any other type is a 404. */
export const WIDGET_STATISTICS_TYPES = ['statistics', 'head_to_head', 'form'] as const;
export type WidgetStatisticsType = (typeof WIDGET_STATISTICS_TYPES)[number];

/** The poll's answers; `draw` only where the sport has draws. */
export const VOTE_CHOICES = ['home', 'draw', 'away'] as const;
export type VoteChoice = (typeof VOTE_CHOICES)[number];
