import * as messages from './messages.ts';
import { isDay } from './days.ts';
import { academicYearSchema, semesterQuerySchema, semesterSchema } from './periods.ts';
import { recordIdParam } from './record-ids.ts';
import { defaultCurrency } from './hostel-defaults.ts';

export { defaultCurrency };
export {
  formatMoney,
  isCurrencyCode,
  maxAmount,
  minorDigits,
  rentOf,
  toMajorText,
  toMinorUnits,
  typeRentOf,
} from './amounts.ts';
export {
  paymentMethodLabels,
  paymentMethods,
  type EntryMethod,
  type PaymentMethod,
} from './payment-methods.ts';
import { paymentMethods, type EntryMethod } from './payment-methods.ts';
import {
  formatMoney,
  isCurrencyCode,
  maxAmount,
  minorDigits,
  toMinorUnits,
  type PeriodRents,
} from './amounts.ts';
import * as z from './zod.ts';
import { boundedText, requiredText } from './text-fields.ts';
import { namedOnly, type NamedOnly } from './staff-names.ts';

/**
 * Money (issue #26). Every amount is a whole number of the currency's minor units (pesewas for GHS,
 * cents for USD) kept beside its ISO 4217 code, so no sum ever meets a binary fraction; the screens,
 * mails and PDFs format it through formatMoney.
 */

/**
 * What an entry is. A charge (rent, deposit) adds to what the student owes; a payment and a refund take
 * from it; a payout hands credit back to the student (a deposit returned at check-out), so it adds to
 * the balance as far as zero and no further; a reversal undoes one earlier entry with the opposite
 * amount.
 */
export const entryKinds = ['rent', 'deposit', 'refund', 'payment', 'payout', 'reversal'] as const;
export type EntryKind = (typeof entryKinds)[number];

/** One immutable line of a student's ledger. `amount` is signed: positive is owed by the student. */
export interface LedgerEntry {
  id: string;
  at: string;
  kind: EntryKind;
  amount: number;
  currency: string;
  description: string;
  /** Why, for refunds and reversals (staff's words or the policy's). */
  reason: string | null;
  /** When a charge falls due (YYYY-MM-DD). */
  dueDate: string | null;
  bookingId: string | null;
  method: EntryMethod | null;
  reference: string | null;
  /** A payment's receipt number, e.g. R-000042. */
  receiptNumber: string | null;
  /** The entry a reversal undoes. */
  reverses: string | null;
  /**
   * The charges a refund gives back (a cancellation's rent or deposit, a check-out's deposit), which
   * cannot be reversed while it stands; absent on entries written before.
   */
  refunds?: string[] | null;
  /** Whether a later reversal has undone this entry. */
  reversed: boolean;
  /** The academic period whose totals it counts in (`2025/2026#1`); absent on entries written before. */
  period?: string | null;
  recordedBy: { id: string; name: string | null; role: string };
}

/**
 * A ledger line as its student reads it: who recorded it by name and role, not by id
 * (contract/staff-names.ts).
 */
export type LedgerEntryForStudent = Omit<LedgerEntry, 'recordedBy'> & {
  recordedBy: NamedOnly<LedgerEntry['recordedBy']>;
};

export const ledgerEntryForStudent = ({ recordedBy, ...entry }: LedgerEntry): LedgerEntryForStudent => ({
  ...entry,
  recordedBy: namedOnly(recordedBy),
});

/**
 * GET /students/{id}/money: the student's ledger, oldest first, and its balance; its entries as staff
 * read them, or as the student does (`StudentMoney<LedgerEntryForStudent>`).
 */
export interface StudentMoney<Entry extends LedgerEntryForStudent = LedgerEntry> {
  student: { id: string; publicId: string; fullName: string };
  currency: string;
  /** What the student owes (negative when in credit): always the sum of the entries. */
  balance: number;
  entries: Entry[];
  /**
   * Until when the student's current booking waits for its deposit (issue #26 §7); null when it does
   * not. Answered by GET /students/{id}/money only.
   */
  depositDueBy?: string | null;
  /**
   * While the booking waits for its deposit, what of it is still to pay: the deposit less the payments
   * recorded since the booking was made, as they count towards confirming it (docs/decisions/0103); null
   * when it does not wait. Answered by GET /students/{id}/money only.
   */
  depositOwed?: number | null;
  /**
   * While the student owes: the due date (YYYY-MM-DD) of the oldest charge not yet wholly paid, payments
   * settling the oldest first (domain/money/ageing.ts), and how much of the balance is past its due date
   * today, as payment reminders count it (domain/money/rules.ts). Null and 0 otherwise. Answered by GET
   * /students/{id}/money only.
   */
  oldestDueDate?: string | null;
  overdue?: number;
}

/** The hostel's refund policy for a cancelled booking: all of the rent back up to a date, a share after. */
export interface RefundPolicy {
  /** Last day (YYYY-MM-DD) on which a cancellation gets the whole rent back; null for never. */
  fullRefundUntil: string | null;
  /** The share of the rent (0 to 100 %) given back after that date. */
  shareAfterPercent: number;
}

export type { RoomPriceOverride } from './amounts.ts';

/**
 * One part of a period's rent (issue #26 §2, docs/decisions/0056-rent-in-instalments.md): its share of
 * the rent in whole percent, due a number of days after the booking.
 */
export interface Instalment {
  percent: number;
  dueDays: number;
}

export const maxInstalments = 12;

/** A period's prices (GET /money/prices). Amounts are in minor units of `currency`. */
export interface PeriodPrices extends PeriodRents {
  academicYear: string;
  semester: number;
  currency: string;
  /** The refundable deposit; 0 for none. */
  deposit: number;
  /** Days after the booking by which its charges are due (the rent's, when it has no instalments). */
  paymentDueDays: number;
  /** The rent in parts, adding up to 100 %; empty when it is paid in one payment. */
  instalments: Instalment[];
  refundPolicy: RefundPolicy;
  updatedAt: string | null;
}

/** A whole number from `min` to `max`, with one message for anything else. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));

const amount = wholeNumber(0, maxAmount, messages.money.amountInvalid);

/**
 * An amount as a form's field holds it ("1,200.50" in GHS): one the currency can read, at most the
 * largest the product takes. Its message speaks of what the reader types, not of minor units.
 */
export function typedAmountSchema(currency: string) {
  const digits = minorDigits(currency);
  const example = digits > 0 ? `150 or 150.${'5'.padEnd(digits, '0')}` : '150';
  const message = messages.money.amountTypedInvalid(currency, example, formatMoney(maxAmount, currency));
  return z.string().check(
    z.refine((text) => {
      const minor = toMinorUnits(text, currency);
      return minor !== null && minor <= maxAmount;
    }, message),
  );
}

export const currencySchema = z
  .string(messages.money.currencyInvalid)
  .check(z.trim(), z.refine(isCurrencyCode, messages.money.currencyInvalid));

// A day of the calendar: Date.parse alone takes 2026-02-30 for March 2nd.
const dateSchema = z.string(messages.money.dateInvalid).check(z.refine(isDay, messages.money.dateInvalid));

/** GET /money/prices?academicYear=2025/2026&semester=1 (staff). */
export const pricesQuerySchema = z.object({
  academicYear: academicYearSchema,
  semester: semesterQuerySchema,
});

export const maxRoomOverrides = 1000;

/** PUT /money/prices (staff): a period's prices, whole, and the hostel's currency. */
export const savePricesSchema = z.object({
  academicYear: academicYearSchema,
  semester: semesterSchema,
  currency: currencySchema,
  rentByRoomType: z
    .record(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, messages.money.roomTypeUnknown),
          z.maxLength(40, messages.money.roomTypeUnknown),
        ),
      amount,
      messages.money.rentsInvalid,
    )
    .check(z.refine((record) => Object.keys(record).length <= 20, messages.money.roomTypeUnknown)),
  roomOverrides: z
    .array(
      z.object(
        {
          roomId: z
            .string(messages.money.roomRequired)
            .check(z.minLength(1, messages.money.roomRequired), z.maxLength(64, messages.money.roomUnknown)),
          amount,
        },
        messages.money.roomOverridesInvalid,
      ),
      messages.money.roomOverridesInvalid,
    )
    .check(
      z.maxLength(maxRoomOverrides, messages.money.tooManyOverrides),
      z.refine((overrides) => new Set(overrides.map((room) => room.roomId)).size === overrides.length, {
        message: messages.money.roomPricedTwice,
        // Asked whenever every room is read, even while a price is wrong, so a form tells both at once.
        when: ({ issues }) => !issues.some((issue) => issue.path?.length !== 2 || issue.path[1] !== 'amount'),
      }),
    ),
  deposit: amount,
  paymentDueDays: wholeNumber(0, 180, messages.money.dueDaysInvalid),
  // Optional, so a client that knows nothing of instalments keeps saving one payment.
  instalments: z._default(
    z
      .array(
        z.object(
          {
            percent: wholeNumber(1, 100, messages.money.instalmentShareInvalid),
            dueDays: wholeNumber(0, 365, messages.money.instalmentDaysInvalid),
          },
          messages.money.instalmentsInvalid,
        ),
        messages.money.instalmentsInvalid,
      )
      .check(
        z.maxLength(maxInstalments, messages.money.tooManyInstalments(maxInstalments)),
        z.refine(
          (instalments) =>
            instalments.length === 0 ||
            instalments.reduce((sum, instalment) => sum + instalment.percent, 0) === 100,
          messages.money.instalmentsTotal,
        ),
      ),
    [],
  ),
  refundPolicy: z.object(
    {
      fullRefundUntil: z.nullable(dateSchema),
      shareAfterPercent: wholeNumber(0, 100, messages.money.percentInvalid),
    },
    messages.money.refundPolicyInvalid,
  ),
});
export type SavePrices = z.infer<typeof savePricesSchema>;

const reason = requiredText({ max: 500, required: messages.money.reasonRequired });

/**
 * Money that changes hands at the desk: an amount more than zero (`zero` says so otherwise), and cash,
 * or a bank transfer or mobile money with its reference.
 */
const deskMoneySchema = (zero: string) =>
  z
    .object({
      amount: amount.check(z.gte(1, zero)),
      method: z.enum(paymentMethods, messages.money.methodInvalid),
      reference: z._default(boundedText(60, messages.money.referenceInvalid), ''),
    })
    .check(
      z.refine((payment) => payment.method === 'cash' || payment.reference.length > 0, {
        message: messages.money.referenceRequired,
        path: ['reference'],
        // Asked as soon as the method and the reference are read, even while the amount is wrong, so a
        // form shows every problem on its first submit; never of a body that is no object at all.
        when: ({ issues }) =>
          !issues.some(
            (issue) => !issue.path?.length || issue.path[0] === 'method' || issue.path[0] === 'reference',
          ),
      }),
    );

/** POST /students/{id}/money/payments (staff): a payment taken at the desk. */
export const recordPaymentSchema = deskMoneySchema(messages.money.paymentAmountInvalid);
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/**
 * POST /students/{id}/money/payouts (staff): credit handed back to the student at the desk, at most what
 * they hold in credit (the operation checks that against the ledger).
 */
export const recordPayoutSchema = deskMoneySchema(messages.money.payoutAmountInvalid);
export type RecordPayout = z.infer<typeof recordPayoutSchema>;

/** POST /students/{id}/money/entries/{entryId}/reverse (staff), with the reason kept on the reversal. */
export const reverseEntrySchema = z.object({ reason });

/** POST answers of the desk's money writes (a payment, a payout). */
export interface EntryRecorded {
  entry: LedgerEntry;
  balance: number;
  message: string;
}

/** POST /money/online-payments (the student): pay part or all of what they owe online. */
export const startOnlinePaymentSchema = z.object({
  amount: amount.check(z.gte(1, messages.money.paymentAmountInvalid)),
});
export type StartOnlinePayment = z.infer<typeof startOnlinePaymentSchema>;

/** Our references: `hostel-` and 32 hex digits (128 random bits), which Paystack's alphabet allows. */
export const onlineReferencePattern = /^hostel-[0-9a-f]{32}$/;

/** The path of a route on one of the student's online payments, by our reference (checked by the route). */
export const onlinePaymentParamsSchema = z.object({ reference: recordIdParam() });

/**
 * POST /students/{id}/money/online-payments/{reference}/settle (staff): a payment whose provider's record
 * disagreed with ours, marked as dealt with, with what was done about it (refunded in Paystack's
 * dashboard, or what was taken recorded at the desk as receipt R-…), which the trail keeps.
 */
export const settleMismatchSchema = z.object({
  note: requiredText({
    max: 500,
    required: messages.money.settleNoteRequired,
    tooLong: messages.money.settleNoteLong,
  }),
});
export type SettleMismatch = z.infer<typeof settleMismatchSchema>;

/** Its answer: the payment, off the Money tab's list. */
export interface MismatchSettled {
  reference: string;
  message: string;
}

/** Where an online payment stands: waiting at the provider, credited with a receipt, or not paid. */
export type OnlinePaymentStatus = 'pending' | 'paid' | 'failed';

/** An online payment as a list of them shows it, to staff or to its student: by our reference. */
export interface OnlinePaymentListed {
  reference: string;
  amount: number;
  currency: string;
  startedAt: string;
}

/**
 * GET /students/{id}/money/online-payments (staff): one of the student's online payments still waiting
 * for the provider's word, a checkout they left unpaid within the day, which the provider may still
 * complete (`abandoned`), or one whose provider's record disagreed with ours (`mismatch`: never credited,
 * with what the provider `verified`, for a person to settle), as the Money tab lists it.
 */
export type OnlinePaymentInProgress = OnlinePaymentListed &
  (
    | { status: Extract<OnlinePaymentStatus, 'pending'> | 'abandoned' }
    | { status: 'mismatch'; verified: { amount: number; currency: string } }
  );

/**
 * GET /money/online-payments (the student): one of their own online payments not yet confirmed, as their
 * Money screen lists it (docs/decisions/0095): still waiting for the provider's word (`pending`), a
 * checkout left unpaid within the day, which the provider may still complete (`abandoned`), or one the
 * office checks since the provider's record disagreed with ours (`mismatch`, without what it recorded).
 */
export type OwnOnlinePayment = OnlinePaymentListed & { status: 'pending' | 'abandoned' | 'mismatch' };

/** POST /money/online-payments answers where to send the browser. */
export interface OnlinePaymentStarted {
  reference: string;
  checkoutUrl: string;
}

/**
 * POST /money/online-payments/{reference}/confirm (the student) and POST
 * /students/{id}/money/online-payments/{reference}/check (staff): the payment as the provider's verify
 * call left it.
 */
export interface OnlinePaymentResult {
  reference: string;
  status: OnlinePaymentStatus;
  amount: number;
  currency: string;
  receiptNumber: string | null;
  balance: number;
  message: string;
}
