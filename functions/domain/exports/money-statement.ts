import { brand } from '#contract/brand';
import { orMissing } from '#contract/shown-values';
import { formatAmount, formatMoney } from '#contract/amounts';
import type { LedgerEntry, StudentMoney } from '#contract/money';
import { paymentMethodLabels } from '#contract/payment-methods';
import { ReportWriter, type TableColumn } from './report-writer.ts';

/**
 * A student's statement and their receipts as PDF (issue #26 §5): the ledger as the API answers it,
 * laid out with the same writer as the other reports. Amounts are formatted, never recomputed, except
 * the running balance, which is the sum of the entries so far and ends at the ledger's balance.
 */

interface Holder {
  fullName: string;
  studentIdNumber?: string;
}

const columns: TableColumn[] = [
  { header: 'Date', width: 70 },
  { header: 'Description', width: 175 },
  { header: 'Receipt / Ref.', width: 95 },
  { header: 'Debit', width: 57, align: 'right' },
  { header: 'Credit', width: 57, align: 'right' },
  { header: 'Balance', width: 61, align: 'right' },
];

/** Who owes what, in words a reader takes in at a glance. */
const standing = (balance: number, currency: string) =>
  balance > 0
    ? `${formatMoney(balance, currency)} owed`
    : balance < 0
      ? `${formatMoney(-balance, currency)} in credit`
      : 'Settled';

export async function buildStatement(input: {
  student: Holder;
  money: StudentMoney;
  generatedAt: Date;
  timeZone: string;
}): Promise<Uint8Array> {
  const { student, money } = input;
  const statement = await ReportWriter.create('Statement of Account', input.generatedAt, input.timeZone);
  statement.heading(student.fullName, `Student ID number ${orMissing(student.studentIdNumber)}`);
  statement.fields(
    [
      ['Currency', money.currency],
      ['Entries', String(money.entries.length)],
      ['Balance', standing(money.balance, money.currency)],
      ['As of', statement.date(input.generatedAt.toISOString())],
    ],
    4,
  );
  statement.section('Charges and Payments');
  let running = 0;
  const rows = money.entries.map((entry) => {
    running += entry.amount;
    return [
      statement.date(entry.at),
      entry.reversed ? `${entry.description} (reversed)` : entry.description,
      [entry.receiptNumber, entry.reference].filter(Boolean).join(' · '),
      entry.amount > 0 ? formatAmount(entry.amount, entry.currency) : '',
      entry.amount < 0 ? formatAmount(-entry.amount, entry.currency) : '',
      formatAmount(running, money.currency),
    ];
  });
  if (rows.length) statement.table(columns, rows);
  else statement.paragraph('No charges or payments yet.');
  statement.note(
    `A debit (a charge, or credit paid out to the student) adds to what is owed; a credit (a payment or a refund) takes from it. A positive balance is owed to ${brand.name}; a negative one is in the student's credit. Corrections appear as reversing entries.`,
  );
  return statement.finish();
}

export async function buildReceipt(input: {
  student: Holder;
  payment: LedgerEntry;
  generatedAt: Date;
  timeZone: string;
}): Promise<Uint8Array> {
  const { student, payment } = input;
  const receipt = await ReportWriter.create(
    `Receipt ${payment.receiptNumber}`,
    input.generatedAt,
    input.timeZone,
  );
  receipt.heading(`Receipt ${payment.receiptNumber}`, `${brand.name} · Payment received`);
  receipt.fields(
    [
      ['Received From', student.fullName],
      ['Student ID Number', orMissing(student.studentIdNumber)],
      ['Amount', formatMoney(-payment.amount, payment.currency)],
      ['Date', receipt.date(payment.at)],
      ['Method', paymentMethodLabels[payment.method ?? 'cash']],
      ['Reference', orMissing(payment.reference)],
      ['Recorded By', payment.recordedBy.name ?? payment.recordedBy.role],
      ['Receipt Number', payment.receiptNumber ?? ''],
    ],
    2,
  );
  if (payment.reversed)
    receipt.note('This payment was later reversed: see the statement for the reversing entry.');
  receipt.note('Keep this receipt. The hostel office can confirm it by its number.');
  return receipt.finish();
}

/**
 * A payout's voucher: the credit the office handed back, to be signed by the student who received it,
 * so cash leaving the desk has the receiver's word beside the ledger's.
 */
export async function buildPayoutVoucher(input: {
  student: Holder;
  payout: LedgerEntry;
  generatedAt: Date;
  timeZone: string;
}): Promise<Uint8Array> {
  const { student, payout } = input;
  const voucher = await ReportWriter.create('Payout Voucher', input.generatedAt, input.timeZone);
  voucher.heading('Payout Voucher', `${brand.name} · Credit paid out`);
  voucher.fields(
    [
      ['Paid To', student.fullName],
      ['Student ID Number', orMissing(student.studentIdNumber)],
      ['Amount', formatMoney(payout.amount, payout.currency)],
      ['Date', voucher.date(payout.at)],
      ['Method', paymentMethodLabels[payout.method ?? 'cash']],
      ['Reference', orMissing(payout.reference)],
      ['Paid By', payout.recordedBy.name ?? payout.recordedBy.role],
      ['Ledger Entry', payout.id],
    ],
    2,
  );
  if (payout.reversed)
    voucher.note('This payout was later reversed: see the statement for the reversing entry.');
  voucher.section('Signatures');
  voucher.paragraph('Received by the student (signature): ______________________   Date: ____________');
  voucher.paragraph('Paid by the hostel office (signature): ______________________');
  return voucher.finish();
}
