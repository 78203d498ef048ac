/**
 * Time to answer POST /export/bookings/pdf with 2,000 bookings: what the exports Lambda does after the
 * session check (parse the JSON body, validate it, lay out the PDF, base64-encode it for API Gateway).
 * Run: node tests/perf/export-pdf.ts
 */
import { performance } from 'node:perf_hooks';
import { bookingsPdfRequestSchema } from '../../functions/contract/exports.ts';
import { exportBookingsPdf } from '../../functions/api/exports/export-bookings-pdf.ts';
import type { OperationInput } from '../../functions/core/http/operation.ts';
import type { Reply } from '../../functions/core/http/reply.ts';
import { sampleBookingRows } from '../support/export-samples.ts';

const rows = 2000;
const runs = 7;
const requestBody = JSON.stringify({ title: 'Bookings Report', bookings: sampleBookingRows(rows) });

async function once(): Promise<{ ms: number; bytes: number; base64: number }> {
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

await once(); // warm-up: module loading and JIT
const results = [];
for (let run = 0; run < runs; run += 1) results.push(await once());
const times = results.map((result) => result.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const { bytes, base64 } = results[0]!;
console.log(
  JSON.stringify({
    benchmark: 'export-bookings-pdf',
    rows,
    requestBytes: Buffer.byteLength(requestBody),
    runs,
    medianMs: Math.round(median),
    minMs: Math.round(times[0]!),
    maxMs: Math.round(times.at(-1)!),
    pdfBytes: bytes,
    responseBase64Bytes: base64,
  }),
);
