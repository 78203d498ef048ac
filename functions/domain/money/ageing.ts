import type { LedgerEntry } from '#contract/money';
import type { DueCharge } from '../../data/standing-charges.ts';
import {
  ageingBuckets,
  outstandingSortValues,
  type Ageing,
  type AgeingBucket,
  type OutstandingQuery,
  type OutstandingResponse,
  type OutstandingStudent,
} from '#contract/money-reports';
import { dayIn } from '#contract/days';
import { paginationOf } from '#contract/pagination';
import { sortedBy, sortOrderOf } from '#contract/sorting';

/**
 * What a student owes, aged (issue #26 §6; docs/decisions/0041-money-for-staff.md). Payments, refunds and
 * credits settle charges oldest due first, so what is left unpaid is always the newest debt; each unpaid
 * charge (or the unpaid rest of one) is aged by how many days past its due date it is on `today`.
 * Pure, so the rule is tested on its own (tests/unit/money/ageing.test.ts).
 */

const dayMs = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/** The bucket of a charge `daysPastDue` days past its due date: under 30 (or not yet due) is current. */
export function bucketOf(daysPastDue: number): AgeingBucket {
  if (daysPastDue >= 90) return 'days90';
  if (daysPastDue >= 60) return 'days60';
  if (daysPastDue >= 30) return 'days30';
  return 'current';
}

export const noAgeing = (): Ageing => ({
  due: 0,
  buckets: { current: 0, days30: 0, days60: 0, days90: 0 },
  oldestDueDate: null,
});

/**
 * `charges` less `credit`, aged on `today` (YYYY-MM-DD), the hostel's day, as are due dates. The credit
 * settles the charges oldest due first, a charge with no due date being due on the hostel's day it was
 * written in `timeZone` (decision 0111); charges due the same day age alike, so their order among
 * themselves changes nothing. `due` is what is left and `oldestDueDate` the due date of the oldest
 * charge not yet wholly paid.
 */
function ageingOfCharges(
  charges: readonly DueCharge[],
  credit: number,
  today: string,
  timeZone: string,
): Ageing {
  const dated = charges
    .map((charge) => ({
      amount: charge.amount,
      dueDate: 'dueDate' in charge ? charge.dueDate : dayIn(charge.writtenAt, timeZone),
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  let unsettled = credit;
  const ageing = noAgeing();
  for (const charge of dated) {
    const settled = Math.min(unsettled, charge.amount);
    unsettled -= settled;
    const unpaid = charge.amount - settled;
    if (unpaid === 0) continue;
    ageing.due += unpaid;
    ageing.oldestDueDate ??= charge.dueDate;
    const daysPastDue = Math.floor((dayOf(today) - dayOf(charge.dueDate)) / dayMs);
    ageing.buckets[bucketOf(daysPastDue)] += unpaid;
  }
  return ageing;
}

/**
 * The ledger's unpaid charges, aged on `today` (ageingOfCharges). A reversed entry and its reversal
 * cancel out and are both left aside; every other positive amount is a charge and every negative one is
 * a credit, and the credits' sum settles the charges. `due` equals the balance whenever the student
 * owes anything.
 */
export function ageingOf(entries: readonly LedgerEntry[], today: string, timeZone: string): Ageing {
  const reversed = new Set(entries.filter((entry) => entry.reversed).map((entry) => entry.id));
  const standing = entries.filter(
    (entry) => !entry.reversed && !(entry.reverses !== null && reversed.has(entry.reverses)),
  );
  const credit = -standing.filter((entry) => entry.amount < 0).reduce((sum, entry) => sum + entry.amount, 0);
  const charges = standing
    .filter((entry) => entry.amount > 0)
    .map((entry): DueCharge =>
      entry.dueDate
        ? { amount: entry.amount, dueDate: entry.dueDate }
        : { amount: entry.amount, writtenAt: entry.at },
    );
  return ageingOfCharges(charges, credit, today, timeZone);
}

/**
 * What a balance owes, aged on `today` (ageingOfCharges) from the standing charges kept beside it
 * (docs/decisions/0119): the balance is those charges less the standing credits, so the credits are
 * the charges less the balance, and the answer is ageingOf's over the whole ledger.
 */
export function ageingOfBalance(
  balance: number,
  charges: readonly DueCharge[],
  today: string,
  timeZone: string,
): Ageing {
  const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
  return ageingOfCharges(charges, charged - balance, today, timeZone);
}

/** Adds ageings together (the list's totals); every one is in the same currency. */
export function sumOfAgeings(ageings: readonly Ageing[]): Ageing {
  const total = noAgeing();
  for (const ageing of ageings) {
    total.due += ageing.due;
    for (const bucket of ageingBuckets) total.buckets[bucket] += ageing.buckets[bucket];
  }
  total.oldestDueDate =
    ageings
      .map((ageing) => ageing.oldestDueDate)
      .filter((date) => date !== null)
      .sort()[0] ?? null;
  return total;
}

/** The list's own order: the most owed first, then the oldest debt, then by name. */
export const outstandingOrder = (a: OutstandingStudent, b: OutstandingStudent) =>
  b.due - a.due ||
  (a.oldestDueDate ?? '').localeCompare(b.oldestDueDate ?? '') ||
  a.student.fullName.localeCompare(b.student.fullName) ||
  a.student.id.localeCompare(b.student.id);

/**
 * Everyone who owes, aged on `today` in `timeZone` (ageingOf): in the hostel's `currency` only (a ledger kept in another one
 * cannot be added to it), each with something left to pay. Sorted by the list's own order.
 */
export function outstandingStudents(
  ledgers: readonly {
    student: OutstandingStudent['student'];
    currency: string;
    entries: readonly LedgerEntry[];
  }[],
  today: string,
  timeZone: string,
  currency: string,
): OutstandingStudent[] {
  return ledgers
    .filter((ledger) => ledger.currency === currency)
    .map((ledger) => ({ student: ledger.student, currency, ...ageingOf(ledger.entries, today, timeZone) }))
    .filter((row) => row.due > 0)
    .sort(outstandingOrder);
}

/**
 * One page of the outstanding list: filtered by bucket (those owing something in it), sorted by the
 * chosen column or the list's own order, then paged; the totals are of everyone who owes.
 */
export function outstandingPage(
  rows: readonly OutstandingStudent[],
  query: OutstandingQuery,
  today: string,
  currency: string,
): OutstandingResponse {
  const matching = rows.filter((row) => !query.bucket || row.buckets[query.bucket] > 0);
  const sorted = sortedBy([...matching], outstandingSortValues, sortOrderOf(query.sort));
  const start = (query.page - 1) * query.limit;
  return {
    students: sorted.slice(start, start + query.limit),
    pagination: paginationOf(query, sorted.length),
    totals: sumOfAgeings(rows),
    currency,
    asOf: today,
  };
}
