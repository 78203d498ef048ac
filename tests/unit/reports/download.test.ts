import readExcelFile from 'read-excel-file/universal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { ApiError } from '../../../management/src/lib/api-error.ts';
import {
  ExportError,
  download,
  downloadSpreadsheet,
  type DownloadFile,
} from '../../../management/src/lib/reports/download.ts';

afterEach(() => {
  vi.useRealTimers();
});

function recorder() {
  const shown: [string, string][] = [];
  const saved: DownloadFile[] = [];
  return {
    shown,
    saved,
    toasts: {
      info: (message: string) => shown.push(['info', message]),
      success: (message: string) => shown.push(['success', message]),
      error: (message: string) => shown.push(['error', message]),
    },
    save: (file: DownloadFile) => saved.push(file),
  };
}

describe('downloading an export', () => {
  it("says 'Downloading ...' then 'Download successful!' and saves the file", async () => {
    const { shown, saved, toasts, save } = recorder();
    const file = { blob: new Blob(['x']), fileName: 'x.pdf' };

    expect(await download(toasts, 'failed', async () => file, save)).toBe(true);
    expect(shown).toEqual([
      ['info', messages.exports.downloading],
      ['success', messages.exports.downloaded],
    ]);
    expect(saved).toEqual([file]);
  });

  it('replaces the progress toast with its outcome instead of stacking a second one', async () => {
    const ids: unknown[] = [];
    const toasts = {
      info: () => 'progress-1',
      success: (_message: string, options?: { id?: string | number }) => ids.push(options?.id),
      error: (_message: string, options?: { id?: string | number }) => ids.push(options?.id),
    };
    const file = { blob: new Blob(['x']), fileName: 'x.pdf' };
    await download(
      toasts,
      'failed',
      async () => file,
      () => undefined,
    );
    await download(
      toasts,
      'failed',
      async () => Promise.reject(new Error('boom')),
      () => undefined,
    );
    expect(ids).toEqual(['progress-1', 'progress-1']);
  });

  it("shows the export's failure message when building the file fails", async () => {
    const { shown, saved, toasts, save } = recorder();

    const ok = await download(
      toasts,
      messages.exports.bookingsPdfFailed,
      async () => {
        throw new TypeError('Failed to fetch');
      },
      save,
    );

    expect(ok).toBe(false);
    expect(shown.at(-1)).toEqual(['error', messages.exports.bookingsPdfFailed]);
    expect(saved).toEqual([]);
  });

  it("shows the server's message when the export carries one", async () => {
    const { shown, toasts, save } = recorder();

    await download(
      toasts,
      messages.exports.bookingsPdfFailed,
      async () => {
        throw new ExportError(messages.exports.nonPdf);
      },
      save,
    );

    expect(shown.at(-1)).toEqual(['error', messages.exports.nonPdf]);
  });

  it('leaves a 401 to the session handling and shows no error toast', async () => {
    const { shown, toasts, save } = recorder();

    await download(
      toasts,
      messages.exports.studentPdfFailed,
      async () => {
        throw new Error('Request failed with status 401');
      },
      save,
    );

    expect(shown).toEqual([['info', messages.exports.downloading]]);
  });

  it('names the spreadsheets by the report, the period when there is one, and the day', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 9, 30), toFake: ['Date'] });
    const { saved, toasts, save } = recorder();

    await downloadSpreadsheet(
      { kind: 'rooms', read: async () => [{ roomNumber: 'A101', status: 'closed' }] },
      'xlsx',
      toasts,
      save,
    );
    await downloadSpreadsheet(
      { kind: 'students', read: async () => [{ fullName: 'Ama' }] },
      'csv',
      toasts,
      save,
    );
    await downloadSpreadsheet(
      { kind: 'bookings', read: async () => [], period: { academicYear: '2025/2026', semester: '1' } },
      'xlsx',
      toasts,
      save,
    );

    expect(saved.map((file) => file.fileName)).toEqual([
      'Rooms_2026-11-24.xlsx',
      'Students_2026-11-24.csv',
      'Bookings_2025-2026_S1_2026-11-24.xlsx',
    ]);
    const [rooms] = await readExcelFile(saved[0]!.blob);
    expect(rooms!.sheet).toBe('Rooms');
    expect(await saved[1]!.blob.text()).toContain('Name,Student ID Number,Email,Gender');
  });

  it("shows 'Failed to generate bookings Excel' when the bookings spreadsheet cannot be built", async () => {
    const { shown, toasts, save } = recorder();

    await downloadSpreadsheet({ kind: 'bookings', read: async () => [null as never] }, 'xlsx', toasts, save);

    expect(shown.at(-1)).toEqual(['error', messages.exports.bookingsExcelFailed]);
  });

  it('reads the items under its own progress toast, and a refused read shows the server’s words', async () => {
    const { shown, saved, toasts, save } = recorder();
    const refused = new ApiError(400, { message: 'Invalid academic year' });

    await downloadSpreadsheet(
      {
        kind: 'bookings',
        read: async () => {
          expect(shown).toEqual([['info', messages.exports.downloading]]);
          throw refused;
        },
      },
      'csv',
      toasts,
      save,
    );

    expect(saved).toEqual([]);
    expect(shown.at(-1)).toEqual(['error', 'Invalid academic year']);
  });
});
