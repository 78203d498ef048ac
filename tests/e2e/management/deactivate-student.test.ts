import { randomUUID } from 'node:crypto';
import {
  baseUrl,
  beforeAll,
  demoAccount,
  describe,
  expect,
  it,
  screenshot,
  shotsWanted,
} from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { lastMailTo, seriousViolations, verifiedStudent, type TestStudent } from './support.ts';

const admin = demoAccount('admin');
let call: Awaited<ReturnType<typeof superAdminCalls>>;

/** A student of this test's own, holding a bed in a room of its own. */
async function studentWithBed(): Promise<TestStudent & { roomNumber: string }> {
  const details = await verifiedStudent(baseUrl);
  const { students } = await call<{ students: { id: string; email: string }[] }>(
    'GET',
    `/students?search=${encodeURIComponent(details.email)}`,
  );
  const roomNumber = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const { room } = await call<{ room: { id: string } }>('POST', '/rooms', {
    roomNumber,
    roomType: 'Single',
    capacity: 1,
    genderDesignation: 'mixed',
  });
  const student = students.find((s) => s.email === details.email)!;
  await call('POST', '/bookings', { roomId: room.id, studentId: student.id, termsAgreed: true });
  return { ...details, roomNumber };
}

const studentsOf = (student: TestStudent) => `/admin/students?search=${encodeURIComponent(student.email)}`;

beforeAll(async () => {
  call = await superAdminCalls();
});

describe('deactivating a student (issue #25, issue #30)', () => {
  it(
    'asks first, and whether the booking of a held bed ends, then deactivates and mails the student',
    // A journey of several mails and writes: on this shared machine it outlasts the default 60 s.
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const student = await studentWithBed();
      const page = await signedInPage(admin, { at: studentsOf(student) });
      const row = page.getByRole('row', { name: new RegExp(student.fullName) });
      await page.getByRole('button', { name: `Deactivate ${student.fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Deactivate student' });
      await dialog
        .getByText(`They hold a bed in Room ${student.roomNumber}. Does their booking end?`)
        .waitFor();
      expect(await seriousViolations(page), 'deactivate dialog').toEqual([]);

      // Backing out changes nothing.
      await dialog.getByRole('button', { name: 'Keep as is' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await row.getByText('Active', { exact: true }).isVisible()).toBe(true);

      // The dialog does not go on until staff have answered the question.
      await page.getByRole('button', { name: `Deactivate ${student.fullName}` }).click();
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await dialog.getByText('Choose whether the booking ends.').waitFor();
      await dialog.getByRole('radio', { name: /End the booking/ }).check();
      await dialog.getByRole('button', { name: 'Deactivate' }).click();

      await page.getByRole('button', { name: `Activate ${student.fullName}`, exact: true }).waitFor();
      expect(await row.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
      await row.getByText('No Room').waitFor();
      const mail = await lastMailTo(baseUrl, student.email, 'Your Northgate Hostel account was deactivated');
      expect(mail.text).toContain(`Your booking of Room ${student.roomNumber} has ended`);
      // The ended booking is a check-out without the desk's inspection, with its own mail (decision 0050).
      await lastMailTo(baseUrl, student.email, `You have been checked out of Room ${student.roomNumber}`);

      // Activating is one click, and the student hears of it too.
      await page.getByRole('button', { name: `Activate ${student.fullName}`, exact: true }).click();
      await page.getByRole('button', { name: `Deactivate ${student.fullName}` }).waitFor();
      expect((await lastMailTo(baseUrl, student.email)).subject).toBe(
        'Your Northgate Hostel account is active again',
      );
    },
  );

  it('keeps an answer through Keep as is, and asks the next student afresh once one is deactivated', async ({
    signedInPage,
  }) => {
    const first = await studentWithBed();
    const second = await studentWithBed();
    const page = await signedInPage(admin, { at: studentsOf(first) });
    const dialog = page.getByRole('dialog', { name: 'Deactivate student' });
    const chosen = async () => [
      await dialog.getByRole('radio', { name: /End the booking/ }).isChecked(),
      await dialog.getByRole('radio', { name: /Keep the booking/ }).isChecked(),
    ];

    await page.getByRole('button', { name: `Deactivate ${first.fullName}` }).click();
    await dialog.getByRole('radio', { name: /Keep the booking/ }).check();
    await dialog.getByRole('button', { name: 'Keep as is' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Deactivate ${first.fullName}` }).click();
    expect(await chosen()).toEqual([false, true]);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: `Activate ${first.fullName}`, exact: true }).waitFor();

    // Nothing is chosen for staff: the next student's question, on the same screen, starts unanswered.
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(second.email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByRole('button', { name: `Deactivate ${second.fullName}` }).click();
    await dialog.getByText(`They hold a bed in Room ${second.roomNumber}. Does their booking end?`).waitFor();
    expect(await chosen()).toEqual([false, false]);
  });

  it.skipIf(!shotsWanted).for([
    { width: 375, colorScheme: 'light' },
    { width: 375, colorScheme: 'dark' },
    { width: 1280, colorScheme: 'light' },
    { width: 1280, colorScheme: 'dark' },
  ] as const)('shows the dialog at $width px, $colorScheme', async (view, { signedInPage }) => {
    const student = await studentWithBed();
    const page = await signedInPage(admin, {
      viewport: { width: view.width, height: 900 },
      colorScheme: view.colorScheme,
      at: studentsOf(student),
    });
    await page.getByRole('button', { name: `Deactivate ${student.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate student' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.getByText('Choose whether the booking ends.').waitFor();
    await screenshot(page, `deactivate-dialog-${view.width}-${view.colorScheme}`);
  });
});
