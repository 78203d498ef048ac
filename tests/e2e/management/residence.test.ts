import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Booking } from '#contract/bookings';
import { conditionItems } from '#contract/desk';
import type { Room } from '#contract/rooms';
import type { Student } from '#contract/students';
import { pdfPages } from '../../support/pdf-text.ts';
import { baseUrl, beforeAll, describe, expect, it, screenshot } from '../support/fixture.ts';
import { piecesBroken, sidewaysScroll } from '../support/layout.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { newStudentDetails, seriousViolations, type TestStudent } from './support.ts';

/**
 * My Residence (issue #30, point 3) on a phone: a resident sees their room, block and floor, the house
 * rules and a roommate's first name, and downloads their booking letter.
 */

const phone = { viewport: { width: 375, height: 812 } };
const studentIdNumber = `UG/2024/${randomInt(10_000_000, 99_999_999)}`;
let resident: TestStudent;
let roommate: Student;
let room: Room;

beforeAll(async () => {
  const call = await superAdminCalls();
  // A room of this file's own, in a block of its own: the seed fills most beds.
  room = (
    await call<{ room: Room }>('POST', '/rooms', {
      roomNumber: `Q${randomUUID().slice(0, 6)}`.toUpperCase(),
      roomType: 'Double',
      capacity: 2,
      genderDesignation: 'mixed',
      block: 'Q',
      floor: 4,
    })
  ).room;
  resident = newStudentDetails('female');
  const created = (await call<{ student: Student }>('POST', '/students', { ...resident, studentIdNumber }))
    .student;
  roommate = (
    await call<{ student: Student }>('POST', '/students', {
      ...newStudentDetails('male'),
      fullName: `Kwesi Roommate${randomUUID().slice(0, 4)}`,
    })
  ).student;
  for (const student of [created, roommate])
    await call<{ booking: Booking }>('POST', '/bookings', {
      roomId: room.id,
      termsAgreed: true,
      studentId: student.id,
    });
});

describe('My Residence', () => {
  it('shows a resident their room, roommate and rules at 375 px, and downloads their booking letter', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(resident, phone);
    await page.getByRole('main').getByRole('link', { name: 'My Residence' }).click();
    await page.waitForURL(`${baseUrl}/management/student/residence`);
    await page.getByRole('heading', { name: 'My Residence', level: 1 }).waitFor();

    await page.getByText(room.roomNumber, { exact: true }).waitFor();
    expect(await page.getByText('Q', { exact: true }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: /^Kwesi$/ })
        .count(),
    ).toBe(1);
    expect(await page.content()).not.toContain(roommate.fullName.split(' ')[1]);
    await page.getByRole('heading', { name: 'House Rules' }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'residence-375');

    const [response, download] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname.endsWith('/export/booking-letter')),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download booking letter' }).click(),
    ]);

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // The letter is printed in the browser's own time zone (decision 0105).
    expect(new URL(response.url()).searchParams.get('timeZone')).toBe(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    expect(download.suggestedFilename()).toBe(`Booking_Letter_${resident.fullName.replaceAll(' ', '_')}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(bytes)).join('\n');
    expect(text).toContain(resident.fullName);
    expect(text).toContain(studentIdNumber);
    expect(text).toContain(room.roomNumber);
    await page.getByText('Download successful!').waitFor();
  });
});

describe('the check-in report on My Residence', () => {
  it('keeps the key’s number whole on a phone, never broken at its hyphens', async ({ signedInPage }) => {
    const call = await superAdminCalls();
    const own = (
      await call<{ room: Room }>('POST', '/rooms', {
        roomNumber: `K${randomUUID().slice(0, 6)}`.toUpperCase(),
        roomType: 'Single',
        capacity: 1,
        genderDesignation: 'mixed',
      })
    ).room;
    const details = newStudentDetails('female');
    const student = (await call<{ student: Student }>('POST', '/students', details)).student;
    const { booking } = await call<{ booking: Booking }>('POST', '/bookings', {
      roomId: own.id,
      termsAgreed: true,
      studentId: student.id,
    });
    const keyNumber = 'KEY-NORTH-A208';
    await call('POST', `/bookings/${booking.id}/check-in`, {
      keyNumber,
      items: conditionItems.map((item) => ({ item, condition: 'good', note: '', photoKeys: [] })),
    });
    const page = await signedInPage(details, { ...phone, at: '/student/residence' });
    const report = page.getByRole('region', { name: 'Room condition at check-in' });
    const checkedIn = report.getByText(/^Checked in /);
    await checkedIn.waitFor();
    const broken: Record<number, string[]> = {};
    // The line wraps somewhere on one phone or another: at the key's hyphens, "K-" was left alone.
    for (const width of [320, 360, 375, 390, 414]) {
      await page.setViewportSize({ width, height: 812 });
      const pieces = await piecesBroken(checkedIn, new RegExp(keyNumber));
      if (pieces.length > 0) broken[width] = pieces;
    }
    expect(broken).toEqual({});
    await screenshot(page, 'residence-check-in-key-414');
  });
});
