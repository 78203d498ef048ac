/**
 * Time to answer POST /export/bookings/pdf: what the exports Lambda does after the session check (parse
 * the JSON body, validate it, lay out the PDF, base64-encode it for API Gateway). Two bodies: 2,000
 * realistic bookings, and the largest report the contract accepts (5,000 rows, 750,000 characters of
 * text that does not compress), whose response must stay under the Lambda's 6 MB.
 * Then the payments PDF (GET /export/payments/pdf) of a period of 5,000 and of 20,000 payments (a
 * year of a 5,000-student hostel paying in instalments): lay out, number the pages, base64-encode.
 * Run: node tests/perf/export-pdf.ts
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { exportBookingsPdf } from '../../functions/api/exports/export-bookings-pdf.ts';
import { buildPaymentsReport } from '../../functions/domain/exports/money-reports.ts';
import { bookingsPdfRequestSchema, maxReportCharacters } from '../../functions/contract/exports.ts';
import type { OperationInput } from '../../functions/api/http/operation.ts';
import type { Reply } from '../../functions/api/http/reply.ts';
import { sampleBookingRows, samplePaymentRows } from '../support/export-samples.ts';

/** Time to make a PDF and base64-encode it for API Gateway, as the Lambda answers it. */
async function once(make: () => Promise<Uint8Array>) {
  const started = performance.now();
  const pdf = await make();
  const encoded = Buffer.from(pdf).toString('base64');
  return { ms: performance.now() - started, bytes: pdf.byteLength, base64: encoded.length };
}

async function measure(
  name: string,
  figures: Record<string, number>,
  make: () => Promise<Uint8Array>,
  runs: number,
) {
  await once(make); // warm-up: module loading and JIT
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await once(make));
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      benchmark: name,
      ...figures,
      runs,
      medianMs: Math.round(times[Math.floor(times.length / 2)]!),
      minMs: Math.round(times[0]!),
      maxMs: Math.round(times.at(-1)!),
      pdfBytes: results[0]!.bytes,
      responseBase64Bytes: results[0]!.base64,
    }),
  );
}

/** POST /export/bookings/pdf after the session check: parse the JSON body, validate it, lay it out. */
async function bookingsPdf(name: string, rows: number, requestBody: string, runs: number) {
  const make = async () => {
    const body = bookingsPdfRequestSchema.parse(JSON.parse(requestBody));
    const reply = (await exportBookingsPdf.handle({ body } as OperationInput<
      undefined,
      undefined,
      never
    >)) as Reply;
    return reply.body as Uint8Array;
  };
  await measure(name, { rows, requestBytes: Buffer.byteLength(requestBody) }, make, runs);
}

await bookingsPdf(
  'export-bookings-pdf-2000',
  2000,
  JSON.stringify({ title: 'Bookings Report', bookings: sampleBookingRows(2000) }),
  7,
);

const perRow = Math.floor(maxReportCharacters / 5000);
const noise = (length: number) => {
  let text = '';
  while (text.length < length) text += `${randomBytes(6).toString('base64url')} `;
  return text.slice(0, length - 1) + 'x';
};
await bookingsPdf(
  'export-bookings-pdf-largest-accepted',
  5000,
  JSON.stringify({
    bookings: Array.from({ length: 5000 }, () => ({
      studentName: noise(perRow - 4 * 20),
      roomNumber: noise(20),
      roomType: noise(20),
      academicYear: noise(20),
      status: noise(20),
    })),
  }),
  3,
);

for (const rows of [5000, 20_000]) {
  const payments = samplePaymentRows(rows);
  await measure(
    `export-payments-pdf-${rows}`,
    { rows },
    () =>
      buildPaymentsReport({
        period: { academicYear: '2025/2026', semester: 1 },
        payments,
        generatedAt: new Date(),
        timeZone: 'UTC',
      }),
    rows > 5000 ? 3 : 5,
  );
}
