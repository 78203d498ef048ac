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

/** The current period's prices, once loaded (the shared cache entry above). */
export const useCurrentPrices = () =>
  useQuery({ queryKey: currentPricesKey, queryFn: getCurrentPrices }).data?.prices;

/** A room's rent under the prices (its own, else its type's), formatted; null when it has none. */
export function rentText(prices: PeriodPrices, room: { id: string; roomType: string }): string | null {
  const rent = rentOf(prices, room);
  return rent === null ? null : formatMoney(rent, prices.currency);
}

/** The rent's instalments in words: "40% on booking, 30% 45 days after, 30% 90 days after". */
const instalmentsText = (instalments: PeriodPrices['instalments']) =>
  [...instalments]
    .sort((a, b) => a.dueDays - b.dueDays)
    .map(
      (part) =>
        `${part.percent}% ${part.dueDays === 0 ? 'on booking' : `${part.dueDays} day${part.dueDays === 1 ? '' : 's'} after`}`,
    )
    .join(', ');

/** What a room costs this period, formatted; null parts when staff have not priced it. */
export function useRoomPrice(room: { id: string; roomType: string }) {
  const prices = useCurrentPrices();
  if (!prices) return { rent: null, deposit: null, period: null, instalments: null };
  return {
    rent: rentText(prices, room),
    instalments: prices.instalments.length > 1 ? instalmentsText(prices.instalments) : null,
    deposit: prices.deposit ? formatMoney(prices.deposit, prices.currency) : null,
    period: `${prices.academicYear} semester ${prices.semester}`,
  };
}
