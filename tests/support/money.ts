import type { PeriodPrices, StudentMoney } from '../../functions/contract/money.ts';
import { getSettings } from '../../functions/data/settings.ts';
import { call } from './hostel.ts';
import type { SignedIn } from './sessions.ts';

/** The current period's prices as staff save them through the API, failing the test if refused. */
export async function priceCurrentPeriod(
  admin: SignedIn,
  prices: Partial<Omit<PeriodPrices, 'roomOverrides'>> & {
    roomOverrides?: { roomId: string; amount: number }[];
  },
) {
  const settings = await getSettings();
  const response = await call(admin, 'PUT', '/money/prices', {
    academicYear: settings.currentAcademicYear,
    semester: settings.currentSemester,
    currency: 'GHS',
    rentByRoomType: {},
    roomOverrides: [],
    deposit: 0,
    paymentDueDays: 14,
    refundPolicy: { fullRefundUntil: null, shareAfterPercent: 0 },
    ...prices,
  });
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
