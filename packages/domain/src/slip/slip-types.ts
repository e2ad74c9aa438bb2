import type { CurrencyCode } from '../money';
import type { SystemType } from './system-types';

/**
 * The bet slip's data (betting-core §3 Selection, Bet, Bet slip ticket, Bet settings), camelCase
 * and with money in bigint subunits. Custom bets, bonuses, freebets and jackpots are not modelled
 * here yet.
 */

export const PROVIDER_NAMES = ['betradar', 'oddin', 'betconstruct'] as const;
export type Provider = (typeof PROVIDER_NAMES)[number];

/** How odds movements are taken (Bet settings oddsAcceptMode). */
export const ODDS_ACCEPT_MODE_NAMES = ['none', 'higher', 'any'] as const;
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODE_NAMES)[number];

export type BetType = 'single' | 'combo' | 'system';

/**
 * Where a bet's stake came from: typed by the player, derived from a wanted potential win (and so
 * rescaled when odds move), or set by the system (a shared bet, or reset by a currency change).
 */
export type StakeSource = 'stake' | 'potentialWin' | 'sharing';

export type TicketState = 'initial' | 'odds_changed' | 'processing' | 'success' | 'error';

export type SelectionKind = 'match' | 'outright';

export interface SelectionMarket {
  marketId: number;
  marketName: string;
  specifier: string;
  marketGroup: string | null;
}

export interface SelectionOutcome {
  outcomeId: string;
  outcomeName: string;
}

export interface SelectionMatch {
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
}

/** What the catalogue knows about an outcome when the player picks it. */
export interface SelectionInput {
  type: SelectionKind;
  provider: Provider;
  /** Decimal price, at most three decimals. */
  odds: number;
  /** Whether the outcome can be bet on now (outcome active and market open). */
  active: boolean;
  market: SelectionMarket;
  outcome: SelectionOutcome;
  match: SelectionMatch;
  sportKey: string;
  nameA: string;
  nameB: string;
  categoryName: string;
  /** Event status (betting-core §3): 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 … */
  matchStatus: number;
  /**
   * Racing (decision 072): `sp` takes the starting price. `odds` is then the cap 40.00 that
   * bounds it (RACE-014), never moved by the feed; the slip shows "SP", singles only.
   */
  oddsType?: 'sp';
}

export interface SlipSelection extends SelectionInput {
  /** `${matchId}/${marketId}/${specifier}/${outcomeId}`, the catalogue's odds-button key. */
  id: string;
  /** The price the player has agreed to; placement sends this one. */
  acceptedOdds: number;
  /** The price when the selection was added. */
  initialOdds: number;
  /** Cannot be bet on: outcome inactive or missing, market not open, or match not bettable. */
  isSuspended: boolean;
  /** The price moved in a way the accept mode does not take silently. */
  isChanged: boolean;
  /** Its provider is inactive. */
  isNotAvailable: boolean;
}

export interface SlipBet {
  /** 'single:<selection id>', 'combo' or 'system': the slip holds singles or one combined bet. */
  id: string;
  betType: BetType;
  selections: readonly SlipSelection[];
  /** Subunits of `currency`; for a system, the total over all combinations. */
  stake: bigint;
  currency: CurrencyCode;
  systemType: SystemType | null;
  stakeSource: StakeSource;
  /** The wanted return while stakeSource is 'potentialWin', else null. */
  potentialWinTarget: bigint | null;
}

export interface SlipError {
  message: string;
  /** The error catalogue's code (101, 114, 118, 120 …) when the answer had one. */
  code: number | null;
  /** errors_by_bet of the answer, by slip bet id. */
  messagesByBet: Readonly<Record<string, string>>;
  details: unknown;
  /** A wrong-odds answer: the prices must be refreshed before a retry. */
  wrongOdds: boolean;
}

/** What the server said about one placed bet. */
export interface PlacementResult {
  /** The slip bet it was placed from. */
  slipBetId: string;
  betId: string;
  status: string;
  isVip: boolean;
}

export interface PlacedSlipBet {
  bet: SlipBet;
  result: PlacementResult | null;
}

export interface SlipSettings {
  oddsAcceptMode: OddsAcceptMode;
  /** A provider absent from the map is active. */
  providerStatuses: Readonly<Partial<Record<Provider, boolean>>>;
  /** Multi-single is allowed only for providers listed here as true (betting-core §5). */
  multiSingleAvailableByProvider: Readonly<Partial<Record<Provider, boolean>>>;
}

export interface SlipState {
  ticketState: TicketState;
  /** Either singles, one per selection, or exactly one combo or system bet. */
  bets: readonly SlipBet[];
  /** The bets a placement in flight is deciding on; empty unless ticketState is 'processing'. */
  processingBets: readonly SlipBet[];
  /** The last successful placement's bets, for the receipt. */
  placedBets: readonly PlacedSlipBet[];
  error: SlipError | null;
  inProgress: boolean;
  isRestoring: boolean;
  /** Sorted by totalCount then winCount. */
  systemTypes: readonly SystemType[];
  currency: CurrencyCode;
  settings: SlipSettings;
}

export interface MarketUpdateOutcome {
  outcomeId: string;
  odds: number;
  active: boolean;
}

/** A market's new status and prices, as the realtime market update carries them. */
export interface MarketUpdate {
  matchId: number;
  marketId: number;
  specifier: string;
  /** 1 allowed; anything else (suspended -1, 0, -2, -3, -4) cannot be bet on. */
  marketStatus: number;
  outcomes: readonly MarketUpdateOutcome[];
}

/** A bet to restore: rebuilt from session storage or a share code with fresh catalogue data. */
export interface RestoredBet {
  betType: BetType;
  selections: readonly SelectionInput[];
  stake: bigint;
  currency: string;
  systemType: SystemType | null;
  stakeSource: StakeSource;
}

export type SlipEvent =
  /** Adds an outcome; an outcome already in the slip is left as it is. */
  | { type: 'addSelection'; selection: SelectionInput }
  /** A click on an odds button: adds, or removes an outcome already in the slip. */
  | { type: 'toggleSelection'; selection: SelectionInput }
  | { type: 'removeSelection'; selectionId: string }
  /** Without betId, every bet gets the stake (multi-single shares one stake). */
  | { type: 'setStake'; stake: bigint; betId?: string }
  /** Without betId, every bet gets the stake that makes its own return reach the win. */
  | { type: 'setStakeAsPotentialWin'; potentialWin: bigint; betId?: string }
  | { type: 'changeBetType'; betType: BetType; systemType?: SystemType }
  | { type: 'changeSystemType'; systemType: SystemType }
  | { type: 'marketUpdate'; update: MarketUpdate }
  | { type: 'matchStatusChange'; matchId: number; matchStatus: number }
  | { type: 'providerStatusChange'; provider: Provider; active: boolean }
  | {
      type: 'settingsChange';
      settings?: Partial<SlipSettings>;
      systemTypes?: readonly SystemType[];
    }
  | { type: 'acceptChanges' }
  | { type: 'currencyChange'; currency: CurrencyCode }
  | { type: 'clear' }
  | { type: 'restoreStarted' }
  | { type: 'restore'; bets: readonly RestoredBet[] }
  | { type: 'restoreFailed' }
  /** The place button: anonymous players are sent to sign in instead. */
  | { type: 'placing'; loggedIn: boolean }
  | {
      type: 'placed';
      results: readonly PlacementResult[];
      /**
       * SLIP-035: bets of several singles the server refused alone (decision 063), by slip bet
       * id, with its message: they stay in the slip.
       */
      refused?: Readonly<Record<string, string>>;
    }
  /** unauthorized: the answer was a 401 (the session has ended). */
  | { type: 'failed'; error: SlipError; unauthorized?: boolean };
