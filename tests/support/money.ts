import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PeriodPrices, StudentMoney } from '../../functions/contract/money.ts';
import { dynamo, tableName } from '../../functions/data/dynamo.ts';
import { balanceKey } from '../../functions/data/keys.ts';
import { getSettings } from '../../functions/data/settings.ts';
import { isChargeAttribute } from '../../functions/data/standing-charges.ts';
import { call } from './hostel.ts';
import type { SignedIn } from './sessions.ts';

type PricesGiven = Partial<Omit<PeriodPrices, 'roomOverrides'>> & {
  roomOverrides?: { roomId: string; amount: number }[];
};

/** A PUT /money/prices body for the current period: no prices unless `prices` gives some. */
export async function pricesBody(prices: PricesGiven = {}) {
  const settings = await getSettings();
  return {
    academicYear: settings.currentAcademicYear,
    semester: settings.currentSemester,
    currency: 'GHS',
    rentByRoomType: {},
    roomOverrides: [],
    deposit: 0,
    paymentDueDays: 14,
    refundPolicy: { fullRefundUntil: null, shareAfterPercent: 0 },
    ...prices,
  };
}

/** The PUT /money/prices body that saves `prices` as they were read, for a test to put them back. */
export const bodyOfPrices = (prices: PeriodPrices) => ({
  academicYear: prices.academicYear,
  semester: prices.semester,
  currency: prices.currency,
  rentByRoomType: prices.rentByRoomType,
  roomOverrides: prices.roomOverrides.map(({ roomId, amount }) => ({ roomId, amount })),
  deposit: prices.deposit,
  paymentDueDays: prices.paymentDueDays,
  instalments: prices.instalments,
  refundPolicy: prices.refundPolicy,
});

/** The current period's prices as staff save them through the API, failing the test if refused. */
export async function priceCurrentPeriod(admin: SignedIn, prices: PricesGiven) {
  const response = await call(admin, 'PUT', '/money/prices', await pricesBody(prices));
  if (response.status !== 200)
    throw new Error(`prices refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.prices as PeriodPrices;
}

/** A student's money as the API answers it to `who`. */
export async function moneyOf(who: SignedIn, studentId: string): Promise<StudentMoney> {
  const response = await call(who, 'GET', `/students/${studentId}/money`);
  if (response.status !== 200)
    throw new Error(`money refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as StudentMoney;
}

/** Records a desk payment through the API, failing the test if refused. */
export async function pay(
  admin: SignedIn,
  studentId: string,
  amount: number,
  method = 'cash',
  reference = '',
) {
  const response = await call(admin, 'POST', `/students/${studentId}/money/payments`, {
    amount,
    method,
    reference,
  });
  if (response.status !== 200)
    throw new Error(`payment refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { entry: { id: string; receiptNumber: string; amount: number }; balance: number };
}

/** Asks to reverse one entry of a student's ledger, as `who`; the answer, whatever it is. */
export const reverse = (who: SignedIn, studentId: string, entryId: string, reason: string) =>
  call(who, 'POST', `/students/${studentId}/money/entries/${entryId}/reverse`, { reason });

/** A student's balance item as stored, and the standing charges on it (decision 0119), by attribute. */
export async function storedBalanceOf(studentId: string) {
  const { Item: item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: balanceKey(studentId), ConsistentRead: true }),
  );
  const charges = Object.fromEntries(Object.entries(item!).filter(([name]) => isChargeAttribute(name)));
  return { item: item!, charges };
}
