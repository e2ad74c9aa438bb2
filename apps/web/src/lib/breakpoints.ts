/**
 * Breakpoints (betting-core §2, account-platform §2.4). CSS cannot read these (custom media
 * queries are not supported by browsers yet), so stylesheets repeat the literal values with a
 * comment pointing here; keep both in sync.
 *
 *   xs 0 · sm 720 · md 960 · lg 1280 · xl 1920 — a viewport under 780 px counts as mobile.
 */
export const BREAKPOINTS = { xs: 0, sm: 720, md: 960, lg: 1280, xl: 1920 } as const;

/** Viewports narrower than this are mobile: no sidebars, a bottom tab bar instead. */
export const MOBILE_BELOW_PX = 780;

/** The footer switches to its desktop layout from this width. */
export const FOOTER_DESKTOP_PX = 1440;

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BELOW_PX - 0.02}px)`;
