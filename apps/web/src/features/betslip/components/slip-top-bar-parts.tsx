'use client';

import { IntlScope } from '@/i18n/intl-scope';
import { usePlayerBetting } from '../state/player-betting';
import { QueryProvider } from '@/lib/query-provider';
import { announceQuickBetPick } from '../state/quick-bet-switch';
import { useBetSettings } from '../hooks/use-bet-settings';
import { QuickBetPanel } from './quick-bet-panel';
import { SlipPreferences } from './slip-preferences';

/**
 * What the slip's top bar opens, loaded when opened: each brings the query client it reads the
 * account's cache through. "Place now" after a warning asks the runner, as an odds click does.
 */
export function LoadedQuickBetPanel() {
  return (
    <IntlScope>
      <QueryProvider>
        <QuickBetPanelWithPlayer />
      </QueryProvider>
    </IntlScope>
  );
}

function QuickBetPanelWithPlayer() {
  const player = usePlayerBetting();
  return <QuickBetPanel player={player} onPlace={announceQuickBetPick} />;
}

export function LoadedSlipPreferences({ id }: { id: string }) {
  return (
    <IntlScope>
      <QueryProvider>
        <SlipPreferencesWithSettings id={id} />
      </QueryProvider>
    </IntlScope>
  );
}

function SlipPreferencesWithSettings({ id }: { id: string }) {
  const settings = useBetSettings(usePlayerBetting());
  return <SlipPreferences id={id} settings={settings} />;
}
