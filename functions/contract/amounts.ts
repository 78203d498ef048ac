/**
 * Amounts as people read and type them, and what a room costs: pure functions without the validation
 * library, so the room screens a student lands on show prices without loading it (contract/money.ts
 * holds the schemas and re-exports these).
 */

/**
 * The largest single amount the product takes: a million of the major unit in a two-digit currency.
 * Here, not in money.ts, for desk.ts's deductions: money.ts's schemas would follow it into every Lambda
 * that checks a room handed back (bookings moves a student checked in).
 */
export const maxAmount = 100_000_000;

let knownCurrencies: Set<string> | undefined;
export const isCurrencyCode = (code: string) =>
  /^[A-Z]{3}$/.test(code) && (knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** How many minor-unit digits a currency has (2 for GHS, 0 for JPY, 3 for KWD). */
export const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * An amount as people read it, with the currency's code rather than its symbol ("GHS 1,200.00"): the
 * code reads the same in every mail client and in the PDFs' standard fonts, which lack symbols like ₵.
 */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: digits,
  })
    .format(minor / 10 ** digits)
    .replace(/\u00a0/g, ' ');
}

/** An amount without its code ("1,200.00"), for a table whose heading names the currency. */
export const formatAmount = (minor: number, currency: string) =>
  formatMoney(minor, currency).replace(`${currency} `, '');

/**
 * What staff type ("1,200.50") as minor units (120050), or null when it is not an amount of this
 * currency (more decimals than it has, letters, a sign). Digits are read as text, never through a float.
 */
export function toMinorUnits(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the plain number a form field shows ("1200.50"). */
export const toMajorText = (minor: number, currency: string) => {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/**
 * A room type's rent in a period's prices, undefined when unpriced. Own keys only: a type named
 * "constructor" or "toString" must not find Object.prototype's.
 */
export const typeRentOf = (
  rentByRoomType: Readonly<Record<string, number>>,
  roomType: string,
): number | undefined => (Object.hasOwn(rentByRoomType, roomType) ? rentByRoomType[roomType] : undefined);

/**
 * A room's rent for the period: its own price when staff set one, else its type's; null when unpriced.
 * The booking's charge and every screen that shows a price read it here.
 */
export function rentOf(prices: PeriodRents, room: { id: string; roomType: string }): number | null {
  const override = prices.roomOverrides.find((price) => price.roomId === room.id);
  if (override) return override.amount;
  return typeRentOf(prices.rentByRoomType, room.roomType) ?? null;
}

/**
 * What a period's prices say about rent (money.ts's PeriodPrices holds these with the rest): declared
 * here so this module needs nothing of money.ts, which re-exports it.
 */
export interface PeriodRents {
  /** Rent for the period, by room type name; a type missing here has no price yet. */
  rentByRoomType: Record<string, number>;
  roomOverrides: RoomPriceOverride[];
}

export interface RoomPriceOverride {
  roomId: string;
  roomNumber: string;
  amount: number;
}

/**
 * How an entry names its academic period (data/ledger.ts `period`): `2025/2026#1`. Here rather than in
 * money-reports.ts, whose schemas a bundle that only writes entries (the jobs worker) need not carry.
 */
export const periodKeyOf = (period: { academicYear: string; semester: number }) =>
  `${period.academicYear}#${period.semester}`;

/** The period the settings call current, as an entry names it: where a payment taken now counts. */
export const currentPeriodKeyOf = (settings: { currentAcademicYear: string; currentSemester: number }) =>
  periodKeyOf({ academicYear: settings.currentAcademicYear, semester: settings.currentSemester });
