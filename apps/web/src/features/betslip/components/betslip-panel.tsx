'use client';

import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { EmptyState } from '@/components/empty-state/empty-state';
import { CloseIcon } from '@/components/icons/close-icon';
import { PanelCollapseIcon } from '@/components/icons/panel-collapse-icon';
import { TicketIcon } from '@/components/icons/ticket-icon';
import { useSlipSummary } from '../state/betslip-picks';
import { useCustomSlip } from '../state/custom-bet-store';
import { loadLayer, useLayerWanted } from '@/lib/deferred-layers';
import { useAuthStatus } from '@/lib/session-store';
import { announceSheetOpen, lockPageScroll, onOtherSheetOpen } from '@/lib/sheets';
import type { BetslipLabels } from '../api/betslip-labels';
import { BETCODE_PARAM } from '../api/betcode-param';
import { BETSLIP_TABS, type BetslipTab } from '../hooks/betslip-ui-storage';
import { BETSLIP_SHEET_ID, betslipActions, useBetslipUi } from '../hooks/use-betslip-ui';
import { BetslipEmptyArt } from './betslip-empty-art';
import styles from './betslip-panel.module.css';
import { SlipTopBar } from './slip-top-bar';

const loadSlipLayer = () => import('./slip-layer');
const SlipLayer = lazy(() => loadSlipLayer().then((module) => ({ default: module.SlipLayer })));

/** A page that never goes idle (a busy live list) still gets the code this much later. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Fetches the slip layer's code once the page has hydrated and the browser is idle, without
 * mounting it: the first odds tap then waits for no download (decision 040; it was the slowest
 * interaction on /sport/live). The code is the one the tap would load; nothing runs but its
 * modules, which are written to load at any time (the rules take over queued clicks).
 */
function useSlipLayerOnIdle(): void {
  useEffect(() => {
    const load = () => void loadSlipLayer().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * Right sidebar bet slip (betting-core §2): tabs BET_SLIP and MY_BETS, open or closed, state in
 * sessionStorage. On mobile the same element is the bottom sheet the tab bar opens. This part is
 * light and in every page's first paint (the tabs, the top bar, the empty state, the count); the
 * ticket, quick bet's runner and shared slips (?betcode=, when the site allows sharing:
 * isShareBetOn) are the slip's layer, loaded on first use.
 */
export function BetslipPanel({
  labels,
  shareBetOn = true,
  myBets,
}: {
  labels: BetslipLabels;
  shareBetOn?: boolean;
  /** The MY_BETS tab's content, composed by the layout; rendered while that tab shows. */
  myBets?: ReactNode;
}) {
  const { open, tab: selected, sheetOpen } = useBetslipUi();
  const tabRefs = useRef<Partial<Record<BetslipTab, HTMLButtonElement | null>>>({});
  const summary = useSlipSummary();
  const custom = useCustomSlip();
  // A custom bet counts as one line of the slip (decision 053).
  const count = summary.selected.size + custom.bets.length;
  const hasContent =
    summary.hasContent ||
    custom.bets.length > 0 ||
    custom.removed.length > 0 ||
    custom.placed.length > 0;
  const status = useAuthStatus();
  // Mounting the layer (its providers, the ticket) is a big render: deferred, so the tap that
  // asked for it paints its pressed price and the count first and the mount cannot block it
  // (decision 040; the first tap was the slowest interaction on /sport/live).
  const layerWanted = useDeferredValue(useLayerWanted('slip'));
  useSlipLayerOnIdle();
  // Something to show or restore (a selection, a receipt, a shared slip loading), a player whose
  // profile loads, or the sheet opening: the slip's layer is needed.
  const needsLayer = hasContent || status === 'pending' || status === 'loggedIn' || sheetOpen;
  useEffect(() => {
    if (needsLayer) loadLayer('slip');
  }, [needsLayer]);
  useEffect(() => {
    if (shareBetOn && new URL(window.location.href).searchParams.has(BETCODE_PARAM)) {
      loadLayer('slip');
    }
  }, [shareBetOn]);

  useEffect(() => {
    if (!sheetOpen) return;
    announceSheetOpen(BETSLIP_SHEET_ID);
    const unlock = lockPageScroll(BETSLIP_SHEET_ID);
    const unsubscribe = onOtherSheetOpen(BETSLIP_SHEET_ID, betslipActions.closeSheet);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') betslipActions.closeSheet();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      unlock();
      unsubscribe();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [sheetOpen]);

  // Tabs pattern (WAI-ARIA APG): arrows move between tabs, following the reading direction.
  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let index = BETSLIP_TABS.indexOf(selected);
    if (step !== undefined) index = (index + step + BETSLIP_TABS.length) % BETSLIP_TABS.length;
    else if (event.key === 'Home') index = 0;
    else if (event.key === 'End') index = BETSLIP_TABS.length - 1;
    else return;
    event.preventDefault();
    const next = BETSLIP_TABS[index] ?? selected;
    betslipActions.selectTab(next);
    tabRefs.current[next]?.focus();
  }

  const empty = (
    <EmptyState
      data-testid="betslip-empty"
      illustration={<BetslipEmptyArt />}
      title={labels.emptyTitle}
      description={labels.emptyHint}
    />
  );

  return (
    <>
      <div
        className={styles.backdrop}
        data-open={sheetOpen}
        aria-hidden="true"
        onClick={betslipActions.closeSheet}
      />
      <aside
        id="betslip"
        className={styles.panel}
        data-testid="betslip"
        data-open={open}
        data-sheet-open={sheetOpen}
        aria-label={labels.label}
      >
        <button
          type="button"
          className={styles.rail}
          aria-label={labels.open}
          aria-expanded={false}
          aria-controls="betslip-content"
          data-testid="betslip-open"
          onClick={() => betslipActions.setOpen(true)}
        >
          <TicketIcon size={22} />
          <span className={styles.railLabel}>{labels.label}</span>
        </button>

        <div id="betslip-content" className={styles.content}>
          <span className={styles.grabber} aria-hidden="true" />
          <div className={styles.header}>
            <div
              role="tablist"
              aria-label={labels.tabsLabel}
              className={styles.tabs}
              onKeyDown={onTabKeyDown}
            >
              {BETSLIP_TABS.map((tab) => (
                <button
                  key={tab}
                  ref={(element) => {
                    tabRefs.current[tab] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`betslip-tab-${tab}`}
                  className={styles.tab}
                  aria-selected={tab === selected}
                  aria-controls={`betslip-panel-${tab}`}
                  tabIndex={tab === selected ? 0 : -1}
                  data-testid={`betslip-tab-${tab}`}
                  onClick={() => betslipActions.selectTab(tab)}
                >
                  <span className={styles.tabLabel}>{labels.tabs[tab]}</span>
                  {tab === 'BET_SLIP' && count > 0 ? (
                    <span className={styles.badge} data-testid="betslip-count">
                      {count}
                    </span>
                  ) : null}
                </button>
              ))}
            </div>
            <button
              type="button"
              className={styles.collapse}
              aria-label={sheetOpen ? labels.close : labels.collapse}
              aria-expanded={true}
              aria-controls="betslip-content"
              data-testid="betslip-collapse"
              onClick={() =>
                sheetOpen ? betslipActions.closeSheet() : betslipActions.setOpen(false)
              }
            >
              <PanelCollapseIcon size={20} className={styles.collapseIcon} />
              <CloseIcon size={20} className={styles.closeIcon} />
            </button>
          </div>

          <div
            role="tabpanel"
            id="betslip-panel-BET_SLIP"
            aria-labelledby="betslip-tab-BET_SLIP"
            className={styles.tabpanel}
            hidden={selected !== 'BET_SLIP'}
            tabIndex={0}
          >
            <SlipTopBar labels={labels} />
            {layerWanted ? (
              <Suspense fallback={hasContent ? null : empty}>
                <SlipLayer shareBetOn={shareBetOn} empty={empty} />
              </Suspense>
            ) : (
              empty
            )}
          </div>
          <div
            role="tabpanel"
            id="betslip-panel-MY_BETS"
            aria-labelledby="betslip-tab-MY_BETS"
            className={styles.tabpanel}
            hidden={selected !== 'MY_BETS'}
            tabIndex={0}
          >
            {selected === 'MY_BETS' ? myBets : null}
          </div>
        </div>
      </aside>
    </>
  );
}
