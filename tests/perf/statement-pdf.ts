/**
 * Time to build a student's statement PDF of 2,000 ledger entries (issue #26's check): what the exports
 * Lambda does after reading the ledger (lay out the table with running balances, number the pages,
 * base64-encode for API Gateway). A real ledger holds a few entries a period; 2,000 is years of
 * instalments and corrections, the size at which a statement must still answer well within 10 s.
 * Run: node tests/perf/statement-pdf.ts
 */
import { performance } from 'node:perf_hooks';
import type { LedgerEntry, StudentMoney } from '../../functions/contract/money.ts';
import { buildStatement } from '../../functions/domain/exports/money-statement.ts';

const entries: LedgerEntry[] = Array.from({ length: 2000 }, (_, index) => {
  const charge = index % 2 === 0;
  const at = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString();
  return {
    id: `entry${index}`,
    at,
    kind: charge ? 'rent' : 'payment',
    amount: charge ? 130_000 : -125_050,
    currency: 'GHS',
    description: charge
      ? `Rent instalment ${index / 2 + 1}, Room B-${100 + (index % 40)}`
      : 'Payment, mobile money',
    reason: null,
    dueDate: charge ? at.slice(0, 10) : null,
    bookingId: null,
    method: charge ? null : 'mobileMoney',
    reference: charge ? null : `MTN-${String(index).padStart(8, '0')}`,
    receiptNumber: charge ? null : `R-${String(index).padStart(6, '0')}`,
    reverses: null,
    reversed: false,
    recordedBy: { id: 'admin', name: 'Desk Officer', role: 'admin' },
  };
});
const money: StudentMoney = {
  student: { id: 'student', publicId: 'S-1', fullName: 'Abena Mensah' },
  currency: 'GHS',
  balance: entries.reduce((sum, entry) => sum + entry.amount, 0),
  entries,
};

async function once() {
  const started = performance.now();
  const pdf = await buildStatement({
    student: { fullName: 'Abena Mensah', studentIdNumber: 'UG/2020/0042' },
    money,
    generatedAt: new Date(),
    timeZone: 'UTC',
  });
  const base64 = Buffer.from(pdf).toString('base64').length;
  return { ms: performance.now() - started, bytes: pdf.byteLength, base64 };
}

await once(); // warm-up: module loading and JIT
const runs = 5;
const results = [];
for (let run = 0; run < runs; run += 1) results.push(await once());
const times = results.map((result) => result.ms).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    benchmark: 'statement-pdf-2000-entries',
    entries: entries.length,
    runs,
    medianMs: Math.round(times[Math.floor(times.length / 2)]!),
    minMs: Math.round(times[0]!),
    maxMs: Math.round(times.at(-1)!),
    pdfBytes: results[0]!.bytes,
    responseBase64Bytes: results[0]!.base64,
  }),
);
