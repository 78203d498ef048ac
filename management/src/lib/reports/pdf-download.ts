import { reportFileName, type ReportKind, type ReportPeriod } from '#contract/exports';
import * as messages from '#contract/messages';
import { ExportError, type DownloadFile } from './download.ts';

/**
 * The PDF exports come from the API (POST /export/bookings/pdf and /export/student/pdf, docs/spec.md §7); the
 * API client makes the call, and this turns its answer into a file to save.
 */

/** docs/spec.md §7: the name a student profile gets when the server does not send one. */
export const defaultPdfFileNames = {
  student: (fullName: string) => `Student_Profile_${fullName.trim().replace(/\s+/g, '_')}.pdf`,
} as const;

/** A name safe to save under: no folders, no control characters. */
function safeFileName(name: string): string | undefined {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  return cleaned || undefined;
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 6266/5987, UTF-8) when present and
 * readable, else `filename` (quoted or not); undefined when there is none.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended && /^utf-8$/i.test(extended[1]!.trim())) {
    try {
      const name = safeFileName(decodeURIComponent(extended[2]!.trim()));
      if (name) return name;
    } catch {
      // A malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return safeFileName(quoted[1]!.replace(/\\(.)/g, '$1'));
  const token = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return token ? safeFileName(token[1]!) : undefined;
}

/**
 * The PDF file of an export's response. A response that is not a PDF is an error: its JSON `message`
 * when it has one, else 'Server returned a non-PDF response' (docs/spec.md §7, §8).
 */
export async function pdfFile(blob: Blob, headers: Headers, defaultFileName: string): Promise<DownloadFile> {
  const type = headers.get('content-type') ?? blob.type;
  if (!/^application\/pdf\b/i.test(type)) {
    let message: string = messages.exports.nonPdf;
    try {
      const body = JSON.parse(await blob.text()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // Not JSON either: the generic message stands.
    }
    throw new ExportError(message);
  }
  const fileName = fileNameFromContentDisposition(headers.get('content-disposition')) ?? defaultFileName;
  return { blob: new Blob([blob], { type: 'application/pdf' }), fileName };
}

/**
 * A report's PDF as the Reports screen and the lists save it: named by the app's one rule
 * (reportFileName), like the spreadsheets; the server's Content-Disposition name is for other callers.
 */
export async function reportPdfFile(
  answer: { blob: Blob; headers: Headers },
  report: ReportKind,
  period?: ReportPeriod | null,
): Promise<DownloadFile> {
  const fileName = reportFileName(report, 'pdf', { period, on: new Date() });
  return { ...(await pdfFile(answer.blob, answer.headers, fileName)), fileName };
}
