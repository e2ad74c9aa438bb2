import type { AccountWire, PlayerWire } from '@sportsbook/contract';
import { isCurrencyCode } from '@sportsbook/domain';
import type { AccountRow, PlayerRow } from '@sportsbook/db';
import type { Env } from '../../env';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Profile fields a deposit needs that the player has left empty (the missed-fields form). */
export function missedFields(player: PlayerRow, config: Env): string[] {
  const values: Record<string, string | null> = {
    first_name: player.firstName,
    last_name: player.lastName,
    nickname: player.nickname,
    mobile_phone: player.mobilePhone,
  };
  return config.DEPOSIT_PROFILE_FIELDS.filter((field) => !values[field]);
}

export function quickDepositAllowed(player: PlayerRow, config: Env): boolean {
  return (
    config.QUICK_DEPOSIT_ENABLED || player.quickDeposit || player.statuses.includes('spi_test')
  );
}

export function playerToWire(player: PlayerRow, activeCurrency: string, config: Env): PlayerWire {
  return {
    id: player.id,
    email: player.email,
    first_name: player.firstName,
    last_name: player.lastName,
    nickname: player.nickname,
    mobile_phone: player.mobilePhone,
    auth_phone_number: player.phoneVerifiedAt ? player.mobilePhone : null,
    language: player.language,
    currency: isCurrencyCode(activeCurrency) ? activeCurrency : 'EUR',
    country_code: player.countryCode,
    country_name: countryName(player.countryCode),
    auth_fields_missed: missedFields(player, config),
    statuses: player.statuses.map((id) => ({ id })),
    serasa: player.countryCode === 'BR' ? { pve: false } : null,
    quick_deposit: quickDepositAllowed(player, config),
    confirmed: player.confirmedAt !== null,
    created_at: player.createdAt.toISOString(),
  };
}

export function accountToWire(account: AccountRow): AccountWire {
  const balance = account.balance.toString();
  return {
    currency: account.currency as AccountWire['currency'],
    balance,
    // Nothing locks money yet; bet placement will subtract pending stakes here.
    available_to_bet: balance,
    active: account.active,
  };
}
