import { useQuery } from '@tanstack/react-query';
import { formatMoney, rentOf } from '#contract/amounts';
import type { PeriodPrices } from '#contract/money';
import { api } from './api.ts';
import { resourceKeys } from './query-client.ts';

/**
 * The current period's prices (GET /money/prices/current): one cache entry that the room list, the room
 * details, the booking screen and the prices screen share, so a price saved shows on all of them.
 */
export const currentPricesKey = [...resourceKeys.prices, 'current'] as const;
export const getCurrentPrices = () => api.get<{ prices: PeriodPrices }>('/money/prices/current');

/** What a room costs this period, formatted; null parts when staff have not priced it. */
export function useRoomPrice(room: { id: string; roomType: string }) {
  const { data } = useQuery({ queryKey: currentPricesKey, queryFn: getCurrentPrices });
  if (!data) return { rent: null, deposit: null, period: null };
  const { prices } = data;
  const rent = rentOf(prices, room);
  return {
    rent: rent === null ? null : formatMoney(rent, prices.currency),
    deposit: prices.deposit ? formatMoney(prices.deposit, prices.currency) : null,
    period: `${prices.academicYear} semester ${prices.semester}`,
  };
}
