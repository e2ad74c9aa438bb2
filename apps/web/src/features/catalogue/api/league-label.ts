/**
 * A league's name with where it is played. Many countries have a "Premier League" or a "Super
 * League", so wherever leagues of several countries share a list (top leagues, search) the
 * country or region goes with the name.
 */
export interface LeagueLike {
  name: string;
  category: { name: string };
}

/** "Premier League · England": the full label of a league among other countries' leagues. */
export function leagueLabel(league: LeagueLike): string {
  return `${league.name} · ${league.category.name}`;
}
