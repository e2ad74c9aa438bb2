'use client';

import { useTranslations } from 'next-intl';
import { slipSelections, type PlacedSlipBet } from '@sportsbook/domain';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state/empty-state';
import { CloseIcon, PanelCollapseIcon, TicketIcon } from '@/components/icons/ui-icons';
import { dispatchSlip, useSlip } from '@/lib/betslip-store';
import { usePlayerBetting } from '@/lib/player-betting';
import { announceSheetOpen, lockPageScroll, onOtherSheetOpen } from '@/lib/sheets';
import { BETSLIP_TABS, type BetslipTab } from '../hooks/betslip-ui-storage';
import { useBetSettings } from '../hooks/use-bet-settings';
import { BETSLIP_SHEET_ID, betslipActions, useBetslipUi } from '../hooks/use-betslip-ui';
import { useQuickBetRunner } from '../hooks/use-quick-bet';
import { useSharedSlip } from '../hooks/use-shared-slip';
import { useSlipSync } from '../hooks/use-slip-sync';
import { BetslipEmptyArt } from './betslip-empty-art';
import styles from './betslip-panel.module.css';
import { SlipLiveUpdates } from './slip-live-updates';
import { SlipReceipt } from './slip-receipt';
import { SlipTicket } from './slip-ticket';
import { SlipTopBar } from './slip-top-bar';

const ShareProblemDialog = dynamic(
  () => import('./share-dialogs').then((module) => module.ShareProblemDialog),
  { ssr: false },
);

/**
 * Right sidebar bet slip (betting-core §2): tabs BET_SLIP and MY_BETS, open or closed, state in
 * sessionStorage. On mobile the same element is the bottom sheet the tab bar opens. It also runs
 * quick bet and opens shared slips (?betcode=) when the site allows sharing (isShareBetOn).
 */
export function BetslipPanel({
  shareBetOn = true,
  myBets,
}: {
  shareBetOn?: boolean;
  /** The MY_BETS tab's content, composed by the layout; rendered while that tab shows. */
  myBets?: ReactNode;
}) {
  const t = useTranslations('betslip');
  const { open, tab: selected, sheetOpen } = useBetslipUi();
  const tabRefs = useRef<Partial<Record<BetslipTab, HTMLButtonElement | null>>>({});
  const slip = useSlip();
  const player = usePlayerBetting();
  const settings = useBetSettings(player);
  useSlipSync(player, settings.acceptMode);
  const quickBet = useQuickBetRunner(player);
  const shared = useSharedSlip(shareBetOn);
  const count = slipSelections(slip).length;
  // The receipt stays until the player is done with it; a reload shows it again (it is stored).
  const [dismissed, setDismissed] = useState<readonly PlacedSlipBet[] | null>(null);
  const showReceipt =
    slip.ticketState === 'success' && slip.placedBets.length > 0 && dismissed !== slip.placedBets;

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
        aria-label={t('label')}
      >
        <button
          type="button"
          className={styles.rail}
          aria-label={t('open')}
          aria-expanded={false}
          aria-controls="betslip-content"
          data-testid="betslip-open"
          onClick={() => betslipActions.setOpen(true)}
        >
          <TicketIcon size={22} />
          <span className={styles.railLabel}>{t('label')}</span>
        </button>

        <div id="betslip-content" className={styles.content}>
          <span className={styles.grabber} aria-hidden="true" />
          <div className={styles.header}>
            <div
              role="tablist"
              aria-label={t('tabsLabel')}
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
                  <span className={styles.tabLabel}>{t(`tabs.${tab}`)}</span>
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
              aria-label={sheetOpen ? t('close') : t('collapse')}
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
            <SlipTopBar
              player={player}
              settings={settings}
              onQuickPlace={() => void quickBet.place()}
            />
            {showReceipt ? (
              <SlipReceipt
                placed={slip.placedBets}
                onDone={() =>
                  slip.bets.length === 0
                    ? dispatchSlip({ type: 'clear' })
                    : setDismissed(slip.placedBets)
                }
              />
            ) : null}
            {slip.bets.length > 0 ? (
              <SlipTicket slip={slip} player={player} shareBetOn={shareBetOn} />
            ) : showReceipt ? null : (
              <EmptyState
                data-testid="betslip-empty"
                illustration={<BetslipEmptyArt />}
                title={t('empty.title')}
                description={t('empty.hint')}
              />
            )}
            <SlipLiveUpdates slip={slip} />
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
      {shared.problem ? (
        <ShareProblemDialog problem={shared.problem} onClose={shared.dismiss} />
      ) : null}
    </>
  );
}
