import type { Locale } from '@sportsbook/contract';
import { GuestOnly } from '@/features/account';
import {
  LiveNowSection,
  SportGrid,
  TopEventsSection,
  UpcomingSection,
  type SportsResult,
} from '@/features/catalogue/index.server';
import { HomeHero } from '@/features/home/index.server';
import { JackpotBanner } from '@/features/jackpots';
import type { HomeSection } from '../api/section-blocks';

/**
 * A main-column block that is one of the home's sections (decision 070), rendered by the
 * section's own server component with its own query: the same markup and test ids as the fixed
 * home (live-now, top-events, upcoming-by-sport, upcoming-<sport>, home-hero).
 */
export function SectionView({
  section,
  locale,
  sports,
}: {
  section: HomeSection;
  locale: Locale;
  sports: SportsResult;
}) {
  switch (section.kind) {
    case 'hero':
      // The sign-up button is for visitors only: the account feature's gate around it.
      return <HomeHero signUpGate={(button) => <GuestOnly>{button}</GuestOnly>} />;
    case 'jackpots':
      return <JackpotBanner />;
    case 'sports':
      return <SportGrid result={sports} limit={section.limit} title={section.title} />;
    default:
      break;
  }
  // Without the sports (the catalogue did not answer) the sport grid says so; the listings wait.
  if (sports.status !== 'ok') return null;
  switch (section.kind) {
    case 'live':
      return (
        <LiveNowSection
          locale={locale}
          title={section.title}
          sport={section.sport}
          limit={section.limit}
        />
      );
    case 'top':
      return <TopEventsSection locale={locale} title={section.title} limit={section.limit} />;
    case 'upcoming':
      return (
        <UpcomingSection
          locale={locale}
          sports={sports.sports}
          title={section.title}
          sport={section.sport}
          limit={section.limit}
          order={section.order}
        />
      );
  }
}
