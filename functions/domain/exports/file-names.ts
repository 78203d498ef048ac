/**
 * Download names of the PDFs (docs/spec.md §7): 'Bookings_Report.pdf' and 'Student_Profile_{Full_Name}.pdf',
 * with spaces as underscores. A header value must be plain ASCII, so the `filename` parameter carries a
 * transliterated name and `filename*` (RFC 6266) the name as written, for names such as 'Zoë'.
 */

const unsafe = /[\\/:*?"<>|\p{Cc}\p{Cf}]/gu;

/** The name as written, with spaces as underscores and no character a file system refuses. */
function unicodeStem(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(unsafe, '')
      .trim()
      .replace(/\s+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^[_.]+|[_.]+$/g, '')
      // Cut by characters, not UTF-16 units: half an emoji cannot be encoded in the header (URIError).
      .match(/^.{0,120}/su)![0]
  );
}

/** The same name in ASCII letters, digits, underscores, dots and dashes. */
function asciiStem(text: string): string {
  return unicodeStem(text.normalize('NFKD').replace(/\p{M}/gu, ''))
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/_+/g, '_')
    .replace(/^[_.]+|[_.]+$/g, '');
}

export interface DownloadName {
  /** ASCII only, always set. */
  ascii: string;
  /** The name as written. */
  unicode: string;
}

function named(stem: string, fallbackStem: string): DownloadName {
  const ascii = asciiStem(stem);
  const unicode = unicodeStem(stem);
  return {
    ascii: `${ascii || fallbackStem}.pdf`,
    unicode: `${unicode || ascii || fallbackStem}.pdf`,
  };
}

export const bookingsReportFileName = (title: string): DownloadName => named(title, 'Bookings_Report');

export const maintenanceReportFileName = (): DownloadName =>
  named('Maintenance_Report', 'Maintenance_Report');

/** 'Payments_Report_2025-2026_S1.pdf', or without the semester for both. */
export const paymentsReportFileName = (period: { academicYear: string; semester?: number }): DownloadName =>
  named(
    ['Payments_Report', period.academicYear.replace('/', '-'), period.semester && `S${period.semester}`]
      .filter(Boolean)
      .join('_'),
    'Payments_Report',
  );

export const balancesReportFileName = (): DownloadName => named('Balances_Report', 'Balances_Report');

export const studentProfileFileName = (fullName: string): DownloadName =>
  named(`Student_Profile_${fullName}`, 'Student_Profile');

export const bookingLetterFileName = (fullName: string): DownloadName =>
  named(`Booking_Letter_${fullName}`, 'Booking_Letter');

const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Content-Disposition of a download. */
export function attachment(name: DownloadName): string {
  const plain = `attachment; filename="${name.ascii}"`;
  return name.unicode === name.ascii ? plain : `${plain}; filename*=UTF-8''${rfc5987(name.unicode)}`;
}

export const statementFileName = (fullName: string): DownloadName =>
  named(`Statement_${fullName}`, 'Statement');

export const receiptFileName = (receiptNumber: string): DownloadName =>
  named(`Receipt_${receiptNumber}`, 'Receipt');

/** 'Payout_Voucher_{Full_Name}_{day}.pdf': the day (YYYY-MM-DD) the voucher dates the payout. */
export const payoutVoucherFileName = (fullName: string, day: string): DownloadName =>
  named(`Payout_Voucher_${fullName}_${day}`, 'Payout_Voucher');
