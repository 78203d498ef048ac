import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import {
  defaultPdfFileNames,
  fileNameFromContentDisposition,
  pdfFile,
} from '../../../management/src/lib/reports/pdf-download.ts';

describe('the file name of a Content-Disposition header', () => {
  it('reads a quoted filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="Bookings_Report.pdf"')).toBe(
      'Bookings_Report.pdf',
    );
  });

  it('reads an unquoted filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename=Rooms.pdf')).toBe('Rooms.pdf');
  });

  it('prefers the UTF-8 filename* over the ASCII one', () => {
    const header = `attachment; filename="Student_Profile_Zoe.pdf"; filename*=UTF-8''Student_Profile_Zo%C3%AB.pdf`;
    expect(fileNameFromContentDisposition(header)).toBe('Student_Profile_Zoë.pdf');
  });

  it('falls back to filename when filename* is malformed', () => {
    const header = `attachment; filename="Report.pdf"; filename*=UTF-8''%E0%A4%A.pdf`;
    expect(fileNameFromContentDisposition(header)).toBe('Report.pdf');
  });

  it('drops folders and unsafe characters from a name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('etcpasswd');
    expect(fileNameFromContentDisposition('attachment; filename="a\\"b.pdf"')).toBe('ab.pdf');
  });

  it('has no name when the header has none', () => {
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
  });
});

describe('the PDF file of an export response', () => {
  const pdf = new Blob(['%PDF-1.7 ...'], { type: 'application/pdf' });

  it('takes the file name from Content-Disposition', async () => {
    const headers = new Headers({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Semester_1.pdf"',
    });
    const file = await pdfFile(pdf, headers, defaultPdfFileNames.student('Ama'));

    expect(file.fileName).toBe('Semester_1.pdf');
    expect(file.blob.type).toBe('application/pdf');
  });

  it('uses the spec default name when the header is missing', async () => {
    const headers = new Headers({ 'content-type': 'application/pdf' });

    expect((await pdfFile(pdf, headers, defaultPdfFileNames.student('Ama  Serwaa Mensah'))).fileName).toBe(
      'Student_Profile_Ama_Serwaa_Mensah.pdf',
    );
  });

  it("raises the server's JSON message when the response is not a PDF", async () => {
    const body = new Blob([JSON.stringify({ message: messages.exports.tooManyBookings })]);
    const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });

    await expect(pdfFile(body, headers, 'x.pdf')).rejects.toThrow(messages.exports.tooManyBookings);
  });

  it("raises 'Server returned a non-PDF response' when the response is neither a PDF nor a message", async () => {
    const headers = new Headers({ 'content-type': 'text/html' });

    await expect(pdfFile(new Blob(['<html>Bad gateway</html>']), headers, 'x.pdf')).rejects.toThrow(
      messages.exports.nonPdf,
    );
  });
});
