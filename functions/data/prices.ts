import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { defaultCurrency } from '#contract/hostel-defaults';
import type { PeriodPrices, SavePrices } from '#contract/money';
import { recordedAuditItems, type Actor } from './audit.ts';
import { dynamo, tableName } from './dynamo.ts';
import { pricesKey, settingsKey } from './keys.ts';
import type { Period } from './waitlist.ts';
import { transact, type TransactItem } from './transactions.ts';

/** A period nobody has priced yet: no rent, no deposit, due in two weeks, no refund after booking. */
export const unpricedPeriod = (period: Period, currency: string): PeriodPrices => ({
  academicYear: period.academicYear,
  semester: period.semester,
  currency,
  rentByRoomType: {},
  roomOverrides: [],
  deposit: 0,
  paymentDueDays: 14,
  instalments: [],
  refundPolicy: { fullRefundUntil: null, shareAfterPercent: 0 },
  updatedAt: null,
});

/** A period's prices, in the hostel's currency (kept in the settings item, read by the caller). */
export async function getPrices(period: Period, currency: string | undefined): Promise<PeriodPrices> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: pricesKey(period.academicYear, period.semester) }),
  );
  const prices = unpricedPeriod(period, currency ?? defaultCurrency);
  if (!Item) return prices;
  return {
    ...prices,
    rentByRoomType: Item.rentByRoomType as PeriodPrices['rentByRoomType'],
    roomOverrides: Item.roomOverrides as PeriodPrices['roomOverrides'],
    deposit: Item.deposit as number,
    paymentDueDays: Item.paymentDueDays as number,
    // Prices saved before instalments existed are paid in one payment.
    instalments: (Item.instalments as PeriodPrices['instalments'] | undefined) ?? [],
    refundPolicy: Item.refundPolicy as PeriodPrices['refundPolicy'],
    updatedAt: Item.updatedAt as string,
  };
}

type NewPrices = Omit<SavePrices, 'roomOverrides'> & { roomOverrides: PeriodPrices['roomOverrides'] };

/**
 * The trail's record of a period's prices `actor` saved over `before` (unpricedPeriod when new), at `at`
 * (ISO; now when not given).
 */
export const pricesAuditItems = (actor: Actor, before: PeriodPrices, after: NewPrices, at?: string) =>
  recordedAuditItems({
    actor,
    action: 'money.prices',
    entity: {
      type: 'settings',
      id: `${after.academicYear}#${after.semester}`,
      name: `Prices ${after.academicYear} semester ${after.semester}`,
    },
    before: { ...before, updatedAt: undefined },
    after,
    at,
  });

/**
 * Writes a period's prices whole, and the hostel's currency on the settings item, in one transaction
 * with the caller's audit items. `at` dates it (ISO; now when not given), for the demo data.
 */
export async function savePrices(
  prices: NewPrices,
  audit: TransactItem[],
  at = new Date().toISOString(),
): Promise<PeriodPrices> {
  const updatedAt = at;
  const { currency, ...stored } = prices;
  await transact([
    {
      Put: {
        TableName: tableName(),
        Item: { ...pricesKey(prices.academicYear, prices.semester), type: 'prices', ...stored, updatedAt },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: settingsKey(),
        UpdateExpression: 'SET currency = :currency',
        ExpressionAttributeValues: { ':currency': currency },
      },
    },
    ...audit,
  ]);
  return { ...prices, updatedAt };
}
