/**
 * The query parameter of a shared slip's link (betting-core §2 betcode). On its own: the slip
 * panel, in every page's first load, looks for it; the rest of the sharing code loads on use.
 */
export const BETCODE_PARAM = 'betcode';
