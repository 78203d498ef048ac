/**
 * Time to answer POST /export/bookings/pdf: what the exports Lambda does after the session check (parse
 * the JSON body, validate it, lay out the PDF, base64-encode it for API Gateway). Two bodies: 2,000
 * realistic bookings, and the largest report the contract accepts (5,000 rows, 750,000 characters of
 * text that does not compress), whose response must stay under the Lambda's 6 MB.
 * Run: node tests/perf/export-pdf.ts
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { exportBookingsPdf } from '../../functions/api/exports/export-bookings-pdf.ts';
import { bookingsPdfRequestSchema, maxReportCharacters } from '../../functions/contract/exports.ts';
import type { OperationInput } from '../../functions/api/http/operation.ts';
import type { Reply } from '../../functions/api/http/reply.ts';
import { sampleBookingRows } from '../support/export-samples.ts';

async function once(requestBody: string) {
  const started = performance.now();
  const body = bookingsPdfRequestSchema.parse(JSON.parse(requestBody));
  const reply = (await exportBookingsPdf.handle({ body } as OperationInput<
    undefined,
    undefined,
    never
  >)) as Reply;
  const pdf = reply.body as Uint8Array;
  const encoded = Buffer.from(pdf).toString('base64');
  return { ms: performance.now() - started, bytes: pdf.byteLength, base64: encoded.length };
}

async function measure(name: string, rows: number, requestBody: string, runs: number) {
  await once(requestBody); // warm-up: module loading and JIT
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await once(requestBody));
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      benchmark: name,
      rows,
      requestBytes: Buffer.byteLength(requestBody),
      runs,
      medianMs: Math.round(times[Math.floor(times.length / 2)]!),
      minMs: Math.round(times[0]!),
      maxMs: Math.round(times.at(-1)!),
      pdfBytes: results[0]!.bytes,
      responseBase64Bytes: results[0]!.base64,
    }),
  );
}

await measure(
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
await measure(
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
