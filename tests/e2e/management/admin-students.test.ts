import { randomUUID } from 'node:crypto';
import * as messages from '#contract/messages';
import { baseUrl, beforeAll, demoAccount, describe, expect, it } from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import {
  entryWritten,
  newStudentDetails,
  seriousViolations,
  toastShown,
  verifiedStudent,
  type TestStudent,
} from './support.ts';

const admin = demoAccount('admin');
let call: Awaited<ReturnType<typeof superAdminCalls>>;

interface Fixture {
  student: TestStudent & { id: string; publicId: string };
  roomNumber: string;
  archived: number;
}

/**
 * A fresh student with a room of their own, eleven archived bookings (booked then cancelled by staff,
 * one more than the history panel's page) and a current booking.
 */
async function studentWithHistory(): Promise<Fixture> {
  const details = await verifiedStudent(baseUrl);
  const { students } = await call<{ students: { id: string; publicId: string; email: string }[] }>(
    'GET',
    `/students?search=${encodeURIComponent(details.email)}`,
  );
  const found = students.find((s) => s.email === details.email)!;
  const roomNumber = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const { room } = await call<{ room: { id: string } }>('POST', '/rooms', {
    roomNumber,
    roomType: 'Single',
    capacity: 1,
    genderDesignation: 'mixed',
  });
  const archived = 11;
  for (let n = 0; n < archived; n += 1) {
    const { booking } = await call<{ booking: { id: string } }>('POST', '/bookings', {
      roomId: room.id,
      studentId: found.id,
      termsAgreed: true,
    });
    await call('POST', `/bookings/${booking.id}/cancel`, { cancellationReason: `E2E history ${n + 1}` });
  }
  await call('POST', '/bookings', { roomId: room.id, studentId: found.id, termsAgreed: true });
  return { student: { ...details, id: found.id, publicId: found.publicId }, roomNumber, archived };
}

let fixture: Fixture;

beforeAll(async () => {
  call = await superAdminCalls();
  fixture = await studentWithHistory();
}, 120_000);

describe('an admin managing a student', () => {
  it('finds the student, reads the profile, edits it with a new password, and the student signs in with it', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin, { acceptDownloads: true });
    await page.getByRole('heading', { name: 'Occupancy by room type' }).waitFor();
    expect(await seriousViolations(page), 'dashboard').toEqual([]);

    const search = page.getByRole('searchbox', { name: 'Search students' });
    await search.fill(` ${fixture.student.email} `);
    await search.press('Enter');
    await page.waitForURL(
      `${baseUrl}/management/admin/students?search=${encodeURIComponent(fixture.student.email)}`,
    );
    // The dashboard stays on screen while the students screen loads, and its latest bookings name this student.
    await page.getByRole('heading', { name: 'Manage Students' }).waitFor();
    const link = page
      .getByRole('table', { name: 'Students' })
      .getByRole('link', { name: fixture.student.fullName });
    await link.waitFor();
    expect(await page.getByRole('table', { name: 'Students' }).getByRole('row').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page), 'students list').toEqual([]);

    await link.click();
    await page.waitForURL(`${baseUrl}/management/admin/students/${fixture.student.id}`);
    await page.getByRole('heading', { name: fixture.student.fullName }).waitFor();
    await page.getByRole('heading', { name: 'Current Booking' }).waitFor();
    for (const text of ['Active', fixture.student.email, `Room ${fixture.roomNumber}`, '1 student']) {
      expect(await page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    for (const section of ['Personal Information', 'Academic Information', 'Guardian Information'])
      await page.getByRole('heading', { name: section }).waitFor();
    expect(await seriousViolations(page), 'profile').toEqual([]);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(
      `Student_Profile_${fixture.student.fullName.replace(/\s+/g, '_')}.pdf`,
    );

    await page.getByRole('button', { name: 'Edit' }).click();
    const programme = page.getByLabel('Programme of study');
    await programme.fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Programme of study is required').waitFor();
    expect(await seriousViolations(page), 'edit form').toEqual([]);
    await programme.fill('BSc Computer Science');
    const newPassword = `Renewed!${randomUUID().slice(0, 6)}9Z`;
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Student updated successfully').waitFor();
    await page.getByText('BSc Computer Science', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);

    await signedInPage({ email: fixture.student.email, password: newPassword });
  });

  // The same searches before and after, in one page: the app's cache must not answer the second.
  it('finds a student by the room just booked for them, on Manage Students and in the parcel form, after both found none', async ({
    signedInPage,
  }) => {
    const roomNumber = `S${randomUUID().slice(0, 6)}`.toUpperCase();
    await call('POST', '/rooms', { roomNumber, roomType: 'Double', capacity: 2, genderDesignation: 'mixed' });
    const details = newStudentDetails('female');
    const { student } = await call<{ student: { id: string } }>('POST', '/students', details);
    const page = await signedInPage(admin, { at: '/admin/students' });
    const filters = page.getByRole('search', { name: 'Filter students' });
    const searchFor = async (text: string) => {
      await page.getByRole('link', { name: 'Manage Students' }).click();
      const search = filters.getByLabel('Search', { exact: true });
      expect(await search.getAttribute('placeholder')).toBe('Name, email, phone or room');
      await search.fill(text);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(`${baseUrl}/management/admin/students?search=${encodeURIComponent(text)}`);
    };
    const parcelFormFinding = async (text: string) => {
      await page.getByRole('link', { name: 'Parcels' }).click();
      await page.getByRole('button', { name: 'Log a parcel' }).click();
      const logging = page.getByRole('dialog', { name: 'Log a parcel' });
      const find = logging.getByLabel('Find the student');
      expect(await find.getAttribute('placeholder')).toBe('Name, email, phone or room');
      await find.fill(text);
      return logging;
    };
    await searchFor(roomNumber.toLowerCase());
    await page.getByText('No students found').waitFor();
    const before = await parcelFormFinding(roomNumber.toLowerCase());
    await before.getByText('No active student matches.').waitFor();
    await before.getByRole('button', { name: 'Cancel' }).click();
    await before.waitFor({ state: 'detached' });

    // Staff book her from her profile, reached in the app, which keeps what it has cached.
    await searchFor(details.email);
    await page.getByRole('link', { name: details.fullName }).click();
    await page.waitForURL(`${baseUrl}/management/admin/students/${student.id}`);
    await page.getByRole('button', { name: 'Book a room' }).click();
    const dialog = page.getByRole('dialog', { name: `Book a room for ${details.fullName}` });
    await dialog.getByRole('radio', { name: new RegExp(`Room ${roomNumber}`) }).check();
    await dialog.getByRole('button', { name: `Book Room ${roomNumber}` }).click();
    await toastShown(page, messages.bookings.created);

    await searchFor(roomNumber.toLowerCase());
    const students = page.getByRole('table', { name: 'Students' });
    const row = students.getByRole('row', { name: new RegExp(details.fullName) });
    await row.getByRole('cell', { name: roomNumber, exact: true }).waitFor();
    // The header row and the one student who lives there.
    expect(await students.getByRole('row').count()).toBe(2);
    const after = await parcelFormFinding(roomNumber.toLowerCase());
    await after.getByRole('radio', { name: new RegExp(details.fullName) }).waitFor();
    expect(await after.getByRole('radio').count()).toBe(1);
  });

  it('shows a student’s new balance on Manage Students after staff record their payment, without a reload', async ({
    signedInPage,
  }) => {
    const details = await verifiedStudent(baseUrl);
    const { students } = await call<{ students: { id: string }[] }>(
      'GET',
      `/students?search=${encodeURIComponent(details.email)}`,
    );
    const studentId = students[0]!.id;
    await entryWritten(studentId, { kind: 'rent', amount: 100_000, description: 'Rent, e2e' });
    const page = await signedInPage(admin, { at: '/admin/students' });
    const filters = page.getByRole('search', { name: 'Filter students' });
    const rowOf = async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Manage Students' })
        .click();
      await filters.getByLabel('Search', { exact: true }).fill(details.email);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      return page
        .getByRole('table', { name: 'Students' })
        .getByRole('row', { name: new RegExp(details.fullName) });
    };
    await (await rowOf()).getByText('GHS 1,000.00owed').waitFor();

    // Staff take the payment on the profile's Money tab, reached in the app, which keeps its cache.
    await page.getByRole('link', { name: details.fullName }).click();
    await page.getByRole('tab', { name: 'Money' }).click();
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await dialog.getByLabel('Amount (GHS)').fill('1,000');
    await dialog.getByLabel('Method').selectOption('mobileMoney');
    await dialog.getByLabel('Reference').fill('MTN-E2E-LIST');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByTestId('balance').getByText('GHS 0.00').waitFor();

    const row = await rowOf();
    await row.getByText('GHS 0.00', { exact: true }).waitFor();
    expect(await row.getByText('owed').count()).toBe(0);
  });

  it('shows the booking history, ten at a time, with details', async ({ signedInPage }) => {
    const page = await signedInPage(admin, { at: `/admin/students/${fixture.student.publicId}?tab=history` });
    await page.getByText(`${fixture.archived} archived`).waitFor();
    const cards = page.getByRole('button', { name: 'Details' });
    await page.getByRole('button', { name: 'Load More Archives' }).waitFor();
    expect(await cards.count()).toBe(10);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await seriousViolations(page), 'booking history').toEqual([]);

    await page.getByRole('button', { name: 'Load More Archives' }).click();
    await page.waitForFunction(
      (expected) => document.querySelectorAll('li button').length >= expected,
      fixture.archived,
    );
    expect(await cards.count()).toBe(fixture.archived);
    expect(await page.getByRole('button', { name: 'Load More Archives' }).count()).toBe(0);
    expect(await page.getByText('Cancelled', { exact: true }).count()).toBeGreaterThan(0);

    await cards.first().click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await dialog.getByRole('heading', { name: 'Room Information' }).waitFor();
    expect(await dialog.getByText('Created by Admin').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Open page' }).first().click();
    await page.waitForURL(/\/management\/admin\/students\/[^/]+\/bookings\/archived\/p\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Archived Booking' }).waitFor();
    await page.getByRole('heading', { name: 'Room Information' }).waitFor();
    // Reloaded, the page has no navigation state and loads the booking itself.
    await page.reload();
    await page.getByText(fixture.roomNumber).first().waitFor();
    expect(await seriousViolations(page), 'archived booking').toEqual([]);
  });

  it('exports the list, adds a student, deactivates them, and deletes them after a confirmation that names the bookings', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin, { acceptDownloads: true, at: '/admin/students' });
    for (const [button, fileName] of [
      ['Export Excel', /^Students_\d{4}-\d{2}-\d{2}\.xlsx$/],
      ['Export CSV', /^Students_\d{4}-\d{2}-\d{2}\.csv$/],
    ] as const) {
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      expect((await downloaded).suggestedFilename()).toMatch(fileName);
    }
    await page.getByRole('button', { name: 'Add student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add student' });
    await dialog.getByRole('button', { name: 'Create student' }).click();
    await dialog.getByText('Full name is required').waitFor();
    expect(await seriousViolations(page), 'add student').toEqual([]);

    const details = newStudentDetails('male');
    for (const [label, value] of [
      ['Full name', details.fullName],
      ['Email', details.email],
      ['Phone number', details.phoneNumber],
      ['Date of birth', details.dateOfBirth],
      ['Programme of study', details.programmeOfStudy],
      ['Guardian name', details.guardianName],
      ['Guardian phone number', details.guardianPhoneNumber],
      ['Password', details.password],
    ] as const)
      await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByLabel('Gender').selectOption('male');
    await dialog.getByLabel('Level', { exact: true }).selectOption(details.level);
    await dialog.getByRole('button', { name: 'Create student' }).click();
    await page.getByText('Student created successfully!').waitFor();

    await page.goto(`${baseUrl}/management/admin/students?search=${encodeURIComponent(details.email)}`);
    await page.getByRole('button', { name: `Deactivate ${details.fullName}` }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate student' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await page.getByRole('button', { name: `Activate ${details.fullName}`, exact: true }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(details.fullName) });
    expect(await row.getByText('Inactive', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: `Delete ${details.fullName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete student' });
    await confirm.getByText('Their bookings are archived, not erased', { exact: false }).waitFor();
    expect(await seriousViolations(page), 'delete confirmation').toEqual([]);
    await confirm.getByRole('button', { name: 'Delete student' }).click();
    await page.getByText('No students found').waitFor();
  });

  it('shows the summary cards of a profile whole on a phone, email and phone not cut short', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin, {
      viewport: { width: 375, height: 812 },
      at: `/admin/students/${fixture.student.publicId}?tab=money`,
    });
    await page.getByRole('heading', { name: fixture.student.fullName }).waitFor();
    for (const label of ['Email', 'Phone']) {
      const value = page.getByText(label, { exact: true }).first().locator('xpath=following-sibling::*[1]');
      const { shown, needed } = await value.evaluate((box) => ({
        shown: box.clientWidth,
        needed: box.scrollWidth,
      }));
      expect(needed, label).toBeLessThanOrEqual(shown);
    }
  });

  it('says whether a balance in the list is owed or in credit, with no sign to read', async ({
    signedInPage,
  }) => {
    const idOf = async (student: TestStudent) => {
      const { students } = await call<{ students: { id: string; email: string }[] }>(
        'GET',
        `/students?search=${encodeURIComponent(student.email)}`,
      );
      return students.find((found) => found.email === student.email)!.id;
    };
    const owing = await verifiedStudent(baseUrl);
    const credited = await verifiedStudent(baseUrl);
    await entryWritten(await idOf(owing), { kind: 'rent', amount: 75_000, description: 'Rent, e2e' });
    await entryWritten(await idOf(credited), {
      kind: 'payment',
      amount: -24_000,
      description: 'Paid ahead, e2e',
    });
    const page = await signedInPage(admin);
    for (const [student, balance] of [
      [owing, 'GHS 750.00\nowed'],
      [credited, 'GHS 240.00\nin credit'],
    ] as const) {
      await page.goto(`${baseUrl}/management/admin/students?search=${encodeURIComponent(student.email)}`);
      const cell = page.getByRole('row', { name: student.fullName }).locator('td[data-label="Balance"]');
      expect(await cell.innerText(), student.email).toBe(balance);
    }
  });

  it("says 'Student Not Found' for an unknown student", async ({ signedInPage }) => {
    const page = await signedInPage(admin, { at: '/admin/students/ffffffffffffffffffffffff' });
    await page.getByRole('heading', { name: 'Student Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Students' }).click();
    await page.waitForURL(`${baseUrl}/management/admin/students`);
  });

  it('refuses the students screen to a student', async ({ signedInPage }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student, { at: '/admin/students' });
    await page.waitForURL((url) => !url.pathname.startsWith('/management/admin'));
    expect(await page.getByRole('heading', { name: 'Manage Students' }).count()).toBe(0);
  });
});
