import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LiveIcon } from '@/components/icons/live-icon';
import { NavLink } from '@/components/locale-routing/nav-link';
import { Toaster } from '@/components/toaster/toaster';
import { AccountArea, AccountProvider } from '@/features/account';
import { BonusToasts } from '@/features/bonuses';
import { JackpotHitWatcher } from '@/features/jackpots';
import { getBetslipLabels } from '@/features/betslip/index.server';
import { BetslipPanel, BetslipTabButton } from '@/features/betslip';
import { getSports, SportsSidebar } from '@/features/catalogue/index.server';
import { SportsMenuButton } from '@/features/catalogue';
import { AppShell, MobileTabbar } from '@/features/shell';
import { MyBetsSlot } from '@/features/my-bets';
import { NotificationsBell } from '@/features/notifications';
import { Header, SiteFooter } from '@/features/shell/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { getWebConfig } from '@/lib/config.server';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { hasSessionCookie } from '@/lib/session-hint.server';
import { getTheme } from '@/lib/theme.server';

/** The sportsbook shell around every page under /sport. */
export default async function SportLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolveLocale(params);
  const [t, sports, theme, hasSession, betslipLabels] = await Promise.all([
    getTranslations(),
    getSports(locale),
    getTheme(),
    hasSessionCookie(),
    getBetslipLabels(),
  ]);
  // The signed-in layer (TanStack Query, the profile, the slip's ticket) loads on first use
  // (decision 018); what a visitor sees first is light and takes its words from here.
  return (
    <AccountProvider hasSession={hasSession} demoMailbox={getWebConfig().demoMode}>
      <RealtimeProvider
        connectionError={{
          title: t('realtime.connectionErrorTitle'),
          description: t('realtime.connectionErrorDescription'),
        }}
        testProviderCookie={getWebConfig().testProviderCookie}
      >
        <AppShell
          skipLabel={t('common.skipToContent')}
          header={
            <Header
              theme={theme}
              account={
                <>
                  <NotificationsBell />
                  <AccountArea
                    labels={{
                      signIn: t('header.signIn'),
                      signUp: t('header.signUp'),
                      loading: t('header.loading'),
                    }}
                  />
                </>
              }
            />
          }
          sidebar={<SportsSidebar result={sports} locale={locale} />}
          betslip={
            <BetslipPanel
              labels={betslipLabels}
              shareBetOn={getWebConfig().shareBetOn}
              myBets={<MyBetsSlot />}
            />
          }
          footer={<SiteFooter theme={theme} />}
          tabbar={
            <MobileTabbar label={t('mobileTabbar.label')}>
              <SportsMenuButton label={t('mobileTabbar.sportsMenu')} />
              <NavLink href="/sport/live" data-testid="mobile-tab-live">
                <LiveIcon size={22} />
                <span>{t('mobileTabbar.live')}</span>
              </NavLink>
              <BetslipTabButton tab="BET_SLIP" label={t('mobileTabbar.betSlip')} />
              <BetslipTabButton tab="MY_BETS" label={t('mobileTabbar.myBets')} />
            </MobileTabbar>
          }
        >
          {children}
        </AppShell>
        <Toaster />
        <BonusToasts title={t('bonuses.issuedToast')} />
        <JackpotHitWatcher />
      </RealtimeProvider>
    </AccountProvider>
  );
}
