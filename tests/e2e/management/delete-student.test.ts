import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { getUserByEmail } from '../../../functions/data/users.ts';
import {
  baseUrl,
  demoAccount,
  describe,
  expect,
  it,
  screenshotsAtEachSize,
  type SignedInPage,
} from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import {
  entryWritten,
  seriousViolations,
  toastsRaised,
  verifiedStudent,
  type TestStudent,
} from './support.ts';

const admin = demoAccount('admin');

/** A student of this test's own who owes GHS 120.00 of rent. */
async function studentOwing(): Promise<TestStudent & { id: string }> {
  const student = await verifiedStudent(baseUrl);
  const id = (await getUserByEmail(student.email))!.id;
  await entryWritten(id, { kind: 'rent', amount: 12_000, description: 'Rent, e2e' });
  return { ...student, id };
}

/** An admin's tab on the students screen showing only `student`, and the toasts it raises from then on. */
async function openStudents(signedInPage: SignedInPage, student: TestStudent) {
  const page = await signedInPage(admin, {
    at: `/admin/students?search=${encodeURIComponent(student.email)}`,
  });
  await page.getByRole('button', { name: `Delete ${student.fullName}` }).waitFor();
  return { page, toasts: await toastsRaised(page) };
}

/** Delete on the student's row, then the confirmation's own Delete student; answers the confirmation. */
async function confirmDeleting(page: Page, student: TestStudent) {
  await page.getByRole('button', { name: `Delete ${student.fullName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete student' });
  await confirm.getByRole('button', { name: 'Delete student' }).click();
  return confirm;
}

describe('deleting a student from the list (docs/spec.md §2, dialogs)', () => {
  it('keeps the confirmation open with the server’s reason when the student owes, and Keep as is closes it', async ({
    signedInPage,
  }) => {
    const student = await studentOwing();
    const { page, toasts } = await openStudents(signedInPage, student);

    const confirm = await confirmDeleting(page, student);

    await expect
      .poll(() => confirm.getByRole('alert').allTextContents())
      .toEqual([messages.students.owesMoney('GHS 120.00')]);
    expect(
      await confirm.getByRole('button', { name: 'Delete student' }).getAttribute('aria-busy'),
    ).toBeNull();
    expect(await seriousViolations(page), 'refused confirmation').toEqual([]);
    await screenshotsAtEachSize(page, 'delete-student-refused');
    await confirm.getByRole('button', { name: 'Keep as is' }).click();
    await confirm.waitFor({ state: 'detached' });
    // The student stays, and the focus goes back to the Delete that asked.
    expect(await hasFocus(page.getByRole('button', { name: `Delete ${student.fullName}` }))).toBe(true);
    expect(await toasts()).toEqual([]);
  });

  it('deletes the student on a second try once the debt is settled, closing the confirmation, with one toast', async ({
    signedInPage,
  }) => {
    const student = await studentOwing();
    const { page, toasts } = await openStudents(signedInPage, student);
    const confirm = await confirmDeleting(page, student);
    await confirm.getByText(messages.students.owesMoney('GHS 120.00')).waitFor();

    await entryWritten(student.id, {
      kind: 'payment',
      amount: -12_000,
      description: 'Paid at the desk, e2e',
    });
    await confirm.getByRole('button', { name: 'Delete student' }).click();

    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No students found').waitFor();
    await page.getByText(messages.students.deleted, { exact: true }).waitFor();
    // The refusal was said in the confirmation only; the success, after it, is the one toast.
    expect(await toasts()).toEqual([messages.students.deleted]);
  });

  it('says the usual failure in the confirmation when the request never reaches the server', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const { page } = await openStudents(signedInPage, student);
    await page.route('**/students/*', (route) =>
      route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.fallback(),
    );

    const confirm = await confirmDeleting(page, student);

    await expect
      .poll(() => confirm.getByRole('alert').allTextContents())
      .toEqual([messages.students.deleteFailed]);
    await page.unrouteAll();
    await confirm.getByRole('button', { name: 'Delete student' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No students found').waitFor();
  });
});
