import type { LedgerEntry } from '#contract/money';

/**
 * The charges a student's balance may still owe, kept on their balance item and moved by ADD in the
 * transaction of each entry, as the balance is (docs/decisions/0119): one attribute per due date,
 * `charges#due#{YYYY-MM-DD}`, the sum of the standing charges due that day, and one per charge written
 * without a due date, `charges#at#{moment}`, whose day is the hostel's to say when it is read (decision
 * 0111). A reversal takes its charge back; credits are not kept, being the charges less the balance.
 * `chargesEntryCount` counts the entries the attributes have taken in: while it equals the item's
 * `entryCount` they hold every standing charge (a balance from before 0119 has fewer until
 * `npm run keep-charges-on-balances` fills them in).
 */

export type ChargeEntry = Pick<LedgerEntry, 'amount' | 'dueDate' | 'at' | 'reverses'>;

/** A charge: its amount, due on its due date or, for one with none, on the day it was written. */
export type DueCharge = { amount: number } & ({ dueDate: string } | { writtenAt: string });

const duePrefix = 'charges#due#';
const writtenPrefix = 'charges#at#';
export const chargesEntryCount = 'chargesEntryCount';

const chargeAttribute = (charge: ChargeEntry) =>
  charge.dueDate ? `${duePrefix}${charge.dueDate}` : `${writtenPrefix}${charge.at}`;

/**
 * `charges` with one entry's move added: a charge (a positive entry that reverses nothing) adds its
 * amount; a reversal, given the entry it undoes, takes that entry's amount back when it was a charge. A
 * credit and a credit's reversal move nothing here, only the balance.
 */
export function addStandingCharges(
  charges: Readonly<Record<string, number>>,
  entry: ChargeEntry,
  reversed?: ChargeEntry,
): Record<string, number> {
  if (entry.reverses !== null && !reversed)
    throw new Error('A reversal takes back its original’s charge, so its original must be given');
  const [charge, sign] = reversed ? [reversed, -1] : [entry, 1];
  if (charge.amount <= 0) return { ...charges };
  const attribute = chargeAttribute(charge);
  return { ...charges, [attribute]: (charges[attribute] ?? 0) + sign * charge.amount };
}

/** The attributes of a whole ledger's standing charges, as its writes would have moved them. */
export function standingChargesOfLedger(
  entries: readonly (ChargeEntry & Pick<LedgerEntry, 'id'>)[],
): Record<string, number> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return entries.reduce<Record<string, number>>(
    (charges, entry) =>
      addStandingCharges(charges, entry, entry.reverses === null ? undefined : byId.get(entry.reverses)),
    {},
  );
}

export const isChargeAttribute = (name: string) =>
  name.startsWith(duePrefix) || name.startsWith(writtenPrefix);

/**
 * The standing charges a balance item keeps, or null when they are not all kept (a balance from before
 * decision 0119 whose ledger has not been read into it yet): its reader reads the ledger instead.
 */
export function keptChargesOf(item: Record<string, unknown>): DueCharge[] | null {
  if (typeof item[chargesEntryCount] !== 'number' || item[chargesEntryCount] !== item.entryCount) return null;
  return Object.entries(item).flatMap(([name, amount]): DueCharge[] => {
    if (typeof amount !== 'number' || amount === 0) return [];
    if (name.startsWith(duePrefix)) return [{ amount, dueDate: name.slice(duePrefix.length) }];
    if (name.startsWith(writtenPrefix)) return [{ amount, writtenAt: name.slice(writtenPrefix.length) }];
    return [];
  });
}
