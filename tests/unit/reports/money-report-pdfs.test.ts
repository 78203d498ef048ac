import { describe, expect, it, vi } from 'vitest';
import { maxPaymentsPerReport } from '../../../functions/contract/exports.ts';
import * as messages from '../../../functions/contract/messages.ts';
import type { OperationInput } from '../../../functions/api/http/operation.ts';
import { HttpError } from '../../../functions/platform/errors.ts';
import type { Reply } from '../../../functions/api/http/reply.ts';

const rows = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../functions/domain/money/reports.ts', async () => {
  const { samplePaymentRows: sample } = await import('../../support/export-samples.ts');
  return { periodPayments: async () => sample(rows.count), everyoneOwing: async () => [] };
});
const { exportPaymentsPdf } = await import('../../../functions/api/exports/export-money-reports.ts');

const exportFor = () =>
  exportPaymentsPdf.handle({
    query: { academicYear: '2025/2026', semester: 1 },
  } as OperationInput<unknown, unknown, unknown>);

describe('the payments PDF', () => {
  it('refuses a period of more payments than one PDF can answer, pointing to the spreadsheet', async () => {
    rows.count = maxPaymentsPerReport + 1;
    const refused = await exportFor().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, message: messages.exports.tooManyPayments });
  });

  it('lays out a period within the limit', async () => {
    rows.count = 300;
    const reply = (await exportFor()) as Reply;
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from((reply.body as Uint8Array).subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
