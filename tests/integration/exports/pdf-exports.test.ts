import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { invoke } from '../../support/invoke.ts';
import { sampleBookingRows } from '../../support/export-samples.ts';
import { pdfPages, responseBytes } from '../../support/pdf-text.ts';
import { newTabId, signedInAs } from '../../support/sessions.ts';

const m = messages.exports;

async function asAdmin(role: 'admin' | 'super_admin' = 'admin') {
  const admin = await signedInAs(role);
  return (path: string, body: unknown) =>
    invoke({
      method: 'POST',
      path: `${admin.base}${path}`,
      body,
      cookies: admin.cookies,
      headers: admin.writeHeaders,
    });
}

const zoe = {
  id: '0123456789abcdef01234567',
  publicId: 'zoe-public-id-01',
  fullName: 'Zoë Ọ̀ṣun 李',
  email: 'zoe.osun@example.edu',
  role: 'student',
  gender: 'female',
  phoneNumber: '+233201234567',
  dateOfBirth: '2004-02-29',
  programmeOfStudy: 'BSc Computer Engineering',
  level: '300',
  guardianName: 'Adébáyọ̀ Ọ̀ṣun',
  guardianPhoneNumber: '+233241112223',
  isActive: true,
  emailVerified: true,
  createdAt: '2025-08-30T10:00:00.000Z',
};

const zoeBookings = [
  {
    id: 'b1',
    publicId: 'b1-public',
    student: { id: zoe.id, publicId: zoe.publicId, fullName: zoe.fullName, email: zoe.email },
    room: { id: 'r1', publicId: 'r1-public', roomNumber: 'A101', roomType: 'Double', capacity: 2 },
    bookingDate: '2025-09-01T08:00:00.000Z',
    academicYear: '2025/2026',
    semester: 1,
    status: 'active',
    createdByAdmin: false,
  },
  {
    roomNumber: 'B204',
    roomType: null,
    bookingDate: '2025-01-10',
    academicYear: '2024/2025',
    semester: 2,
    status: 'archived',
    archivedAt: '2025-06-30T00:00:00.000Z',
  },
];

describe('POST /export/bookings/pdf', () => {
  it('returns the bookings as a PDF named Bookings_Report.pdf', async () => {
    const post = await asAdmin();
    const response = await post('/export/bookings/pdf', { bookings: sampleBookingRows(3) });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Bookings_Report.pdf"');
    expect(Buffer.from(responseBytes(response.raw).subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('prints every row sent, with Standard for a missing room type and N/A for other missing values', async () => {
    const post = await asAdmin('super_admin');
    const response = await post('/export/bookings/pdf', {
      title: 'Semester 1 Bookings',
      bookings: [
        {
          studentName: 'Ama Mensah',
          roomNumber: 'A101',
          roomType: 'Double',
          bookingDate: '2025-09-01T08:00:00.000Z',
          academicYear: '2025/2026',
          semester: 1,
          status: 'active',
        },
        { studentName: 'Kofi Owusu', roomNumber: 'B12', roomType: null, status: 'inactive' },
      ],
    });

    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Semester_1_Bookings.pdf"');
    const [text] = await pdfPages(responseBytes(response.raw));
    for (const expected of [
      'Northgate Hostel',
      'A home close for your academic success',
      'Semester 1 Bookings',
      'Ama Mensah',
      'A101',
      'Double',
      'Sep 1, 2025',
      '2025/2026',
      'Active',
      'Kofi Owusu',
      'B12',
      'Standard',
      'N/A',
      'Completed',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('spreads 2,000 bookings over pages that each repeat the header row and carry their number', async () => {
    const post = await asAdmin();
    const rows = sampleBookingRows(2000);
    const response = await post('/export/bookings/pdf', { bookings: rows });

    expect(response.status).toBe(200);
    const pages = await pdfPages(responseBytes(response.raw));
    expect(pages.length).toBeGreaterThan(20);
    const all = pages.join('\n');
    const missing = rows.filter((row) => !all.includes(String(row.studentName).replace('Ọ̀ṣun', 'Osun')));
    expect(missing).toEqual([]);
    pages.forEach((page, index) => {
      expect(page).toContain('Booking Date');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('refuses more than 5,000 bookings with 400', async () => {
    const post = await asAdmin();
    const response = await post('/export/bookings/pdf', {
      bookings: Array.from({ length: 5001 }, () => ({})),
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(m.tooManyBookings);
  });

  it('refuses a value longer than 200 characters with 400 naming the field', async () => {
    const post = await asAdmin();
    const response = await post('/export/bookings/pdf', { bookings: [{ studentName: 'x'.repeat(201) }] });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(m.fieldTooLong);
    expect(response.body.errors).toHaveProperty(['bookings.0.studentName']);
  });

  it('refuses a short field longer than 40 characters with 400', async () => {
    const post = await asAdmin();
    const response = await post('/export/bookings/pdf', { bookings: [{ roomNumber: 'A'.repeat(41) }] });

    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty(['bookings.0.roomNumber'], m.fieldTooLong);
  });

  it('refuses a report with more text than one PDF response can carry with 400', async () => {
    const post = await asAdmin();
    const bookings = Array.from({ length: 5000 }, (_, index) => ({
      studentName: `${index} ${'Name '.repeat(39)}`,
    }));
    const response = await post('/export/bookings/pdf', { bookings });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(m.reportTooLarge);
  });

  it('refuses bookings that are not a list, and values that are not text, with 400', async () => {
    const post = await asAdmin();
    const notAList = await post('/export/bookings/pdf', { bookings: 'all of them' });
    const notText = await post('/export/bookings/pdf', { bookings: [{ roomNumber: { $gt: '' } }] });

    expect(notAList.status).toBe(400);
    expect(notAList.body.message).toBe(m.bookingsRequired);
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe(m.fieldInvalid);
  });

  it('refuses a body that is not JSON with 400 and one over the size limit with 413', async () => {
    const post = await asAdmin();
    const malformed = await post('/export/bookings/pdf', '{"bookings": [');
    const oversize = await post('/export/bookings/pdf', {
      bookings: [{ studentName: 'x'.repeat(5 * 1024 * 1024) }],
    });

    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(messages.requests.malformedJson);
    expect(oversize.status).toBe(413);
  });

  it('is refused to a student with 403', async () => {
    const student = await signedInAs('student');
    const response = await invoke({
      method: 'POST',
      path: `${student.base}/export/bookings/pdf`,
      body: { bookings: [] },
      cookies: student.cookies,
      headers: student.writeHeaders,
    });

    expect(response.status).toBe(403);
    expect(response.body.message).toBe(messages.requests.forbidden);
  });

  it('is refused to an anonymous caller with 401', async () => {
    const response = await invoke({
      method: 'POST',
      path: `/api/tab/${newTabId()}/export/bookings/pdf`,
      body: { bookings: [] },
    });

    expect(response.status).toBe(401);
    expect(response.body.message).toBe(messages.sessions.notAuthenticated);
  });

  it('is refused to an admin without the CSRF token with 403', async () => {
    const admin = await signedInAs('admin');
    const response = await invoke({
      method: 'POST',
      path: `${admin.base}/export/bookings/pdf`,
      body: { bookings: [] },
      cookies: admin.cookies,
    });

    expect(response.status).toBe(403);
    expect(response.body.message).toBe(messages.requests.csrf);
  });
});

describe('POST /export/student/pdf', () => {
  it('returns the profile as a PDF named after the student, in ASCII and as written', async () => {
    const post = await asAdmin();
    const response = await post('/export/student/pdf', { student: zoe, bookings: zoeBookings });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Student_Profile_Zoe_Osun.pdf"; filename*=UTF-8''${encodeURIComponent('Student_Profile_Zoë_Ọ̀ṣun_李.pdf'.normalize('NFC'))}`,
    );
  });

  it('lays the profile out in the sections of the screen, with the current booking and the history', async () => {
    const post = await asAdmin();
    const response = await post('/export/student/pdf', { student: zoe, bookings: zoeBookings });

    const [text] = await pdfPages(responseBytes(response.raw));
    const order = [
      'Student Profile',
      'Zoë Osun ?',
      'Room A101',
      'Current Booking',
      '2 students',
      '2025/2026 Semester 1',
      'Personal Information',
      'zoe.osun@example.edu',
      'Female',
      'Feb 29, 2004',
      'Academic Information',
      'BSc Computer Engineering',
      'Guardian Information',
      'Adébáyo Osun',
      '+233241112223',
      'Booking History',
      'B204',
      'Standard',
      'Jun 30, 2025',
    ];
    let from = 0;
    for (const expected of order) {
      const at = text!.indexOf(expected, from);
      expect(at, expected).toBeGreaterThanOrEqual(0);
      from = at;
    }
  });

  it('says No Active Booking and No Room when the student has no active booking', async () => {
    const post = await asAdmin();
    const response = await post('/export/student/pdf', {
      student: { fullName: 'Kwame Asante' },
      bookings: [],
    });

    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Student_Profile_Kwame_Asante.pdf"',
    );
    const [text] = await pdfPages(responseBytes(response.raw));
    expect(text).toContain('No Active Booking');
    expect(text).toContain('No Room');
    expect(text).toContain('N/A');
  });

  it('prints any student a record may hold: a level of 200 characters, an address of 254', async () => {
    const post = await asAdmin();
    const level = `Level 300, ${'third year '.repeat(17)}`.slice(0, 200);
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.edu`;
    const response = await post('/export/student/pdf', { student: { ...zoe, level, email }, bookings: [] });

    expect(email).toHaveLength(254);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('refuses a student without a name, and more than 500 bookings, with 400', async () => {
    const post = await asAdmin();
    const nameless = await post('/export/student/pdf', { student: { email: 'a@example.edu' }, bookings: [] });
    const tooMany = await post('/export/student/pdf', {
      student: { fullName: 'Kwame Asante' },
      bookings: Array.from({ length: 501 }, () => ({})),
    });

    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toBe(m.studentNameRequired);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(m.tooManyStudentBookings);
  });

  it('is refused to a student with 403 and to an anonymous caller with 401', async () => {
    const student = await signedInAs('student');
    const asStudent = await invoke({
      method: 'POST',
      path: `${student.base}/export/student/pdf`,
      body: { student: { fullName: student.user.fullName } },
      cookies: student.cookies,
      headers: student.writeHeaders,
    });
    const anonymous = await invoke({
      method: 'POST',
      path: `/api/tab/${newTabId()}/export/student/pdf`,
      body: { student: { fullName: 'Kwame Asante' } },
    });

    expect(asStudent.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });
});
