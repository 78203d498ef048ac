import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { awaitingDepositSentence } from '#contract/awaiting-deposit-wording';
import { bookingStatusWording } from '#contract/booking-statuses';
import {
  baseUrl,
  beforeAll,
  demoAccount,
  describe,
  expect,
  it,
  screenshotsAtEachSize,
  type SignedInPage,
} from '../support/fixture.ts';
import { staffPathOf } from '../support/screens.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { verifiedStudent, type TestStudent } from './support.ts';

/**
 * "Awaiting deposit until …" (components/booking/awaiting-deposit.tsx) is one pill on one line of a
 * 375 px phone, inside the screen, wherever a booking awaiting its deposit shows it in full; what the
 * student owes is due by then. The seeded hostel, like every lane's, asks for the deposit within two days.
 */

const phone = { viewport: { width: 375, height: 812 } };
let call: Awaited<ReturnType<typeof superAdminCalls>>;

beforeAll(async () => {
  call = await superAdminCalls();
});

/**
 * A student of this test's own, booked by staff into a room of its own, the deposit not yet paid; with
 * their id, for staff's calls about them.
 */
async function studentAwaitingDeposit(): Promise<TestStudent & { id: string }> {
  const details = await verifiedStudent(baseUrl);
  const { students } = await call<{ students: { id: string; email: string }[] }>(
    'GET',
    `/students?search=${encodeURIComponent(details.email)}`,
  );
  const { room } = await call<{ room: { id: string } }>('POST', '/rooms', {
    roomNumber: `E2E-${randomUUID().slice(0, 6).toUpperCase()}`,
    roomType: 'Single',
    capacity: 1,
    genderDesignation: 'mixed',
  });
  const student = students.find((s) => s.email === details.email)!;
  await call('POST', '/bookings', { roomId: room.id, studentId: student.id, termsAgreed: true });
  return { ...details, id: student.id };
}

/** The student's own booking details on their phone, the booking awaiting its deposit. */
async function ownDetailsAwaitingDeposit(signedInPage: SignedInPage) {
  const student = await studentAwaitingDeposit();
  const page = await signedInPage(student, phone);
  await page.getByRole('link', { name: 'Details and changes' }).click();
  await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
  return { student, page };
}

/** A cash payment of `amount` (minor units) recorded at the desk for the student. */
const paidAtTheDesk = (studentId: string, amount: number) =>
  call('POST', `/students/${studentId}/money/payments`, { amount, method: 'cash', reference: '' });

interface Fit {
  /** Lines of text in the pill. */
  lines: number;
  /** Whether the pill ends inside the screen's main area, short of its padding. */
  inside: boolean;
}

function fitOf(badge: Locator): Promise<Fit> {
  return badge.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const main = element.closest('main')!;
    const edge = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
    return { lines, inside: element.getBoundingClientRect().right <= edge };
  });
}

const awaiting = (page: Page) => page.getByText(/^Awaiting deposit until /);

describe('the awaiting-deposit badge on a 375 px phone', () => {
  it('fits one line on the student’s dashboard and booking details, and on the staff’s', async ({
    signedInPage,
  }) => {
    const student = await studentAwaitingDeposit();
    const page = await signedInPage(student, phone);
    await awaiting(page).waitFor();
    const dashboard = await fitOf(awaiting(page));
    await screenshotsAtEachSize(page, 'awaiting-deposit-dashboard');
    await page.setViewportSize(phone.viewport);

    await page.getByRole('link', { name: 'Details and changes' }).click();
    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    const details = await fitOf(awaiting(page));
    await screenshotsAtEachSize(page, 'awaiting-deposit-details');

    const staff = await signedInPage(demoAccount('admin'), { ...phone, at: staffPathOf(page) });
    await awaiting(staff).waitFor();
    const staffDetails = await fitOf(awaiting(staff));
    await screenshotsAtEachSize(staff, 'awaiting-deposit-staff-details');

    const fits = { lines: 1, inside: true };
    expect({ dashboard, details, staffDetails }).toEqual({
      dashboard: fits,
      details: fits,
      staffDetails: fits,
    });
  });

  it('leaves staff’s booking details once a desk payment of the deposit confirms it, without a reload', async ({
    signedInPage,
  }) => {
    const { student, page: own } = await ownDetailsAwaitingDeposit(signedInPage);
    const staff = await signedInPage(demoAccount('admin'), { at: staffPathOf(own) });
    await awaiting(staff).waitFor();

    // To the student's profile and its Money tab, within the app, and back (one step: a tab is no entry
    // of the history of its own): the booking read before the payment is stale once the payment confirms it.
    await staff.getByRole('link', { name: student.fullName }).first().click();
    await staff.getByRole('tab', { name: 'Money' }).click();
    await staff.getByRole('button', { name: 'Record payment' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Record a payment' });
    await dialog.getByLabel('Amount (GHS)').fill('500');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff.goBack();
    await staff.getByRole('heading', { name: 'Booking Details' }).waitFor();
    await expect.poll(() => awaiting(staff).count()).toBe(0);
  });
});

describe('a booking awaiting its deposit, in its details', () => {
  it('says its bed is held until the deposit is paid, and once paid that it is active', async ({
    signedInPage,
  }) => {
    const { student, page } = await ownDetailsAwaitingDeposit(signedInPage);

    // It called the room occupied while the bed could still be released at the deadline.
    await page.getByText(awaitingDepositSentence).waitFor();
    expect(await page.getByText(bookingStatusWording.active.description).count()).toBe(0);

    await paidAtTheDesk(student.id, 50_000);
    await page.reload();
    await page.getByText(bookingStatusWording.active.description).waitFor();
    expect(await page.getByText(awaitingDepositSentence).count()).toBe(0);
  });
});

describe('what a student owes while the booking awaits its deposit', () => {
  it('tells the student what they owe is due by the deposit’s deadline, on the dashboard and the Money screen', async ({
    signedInPage,
  }) => {
    const student = await studentAwaitingDeposit();
    const page = await signedInPage(student, phone);
    const until = (await awaiting(page).textContent())!.replace('Awaiting deposit until ', '');
    // The charges fall due days after the bed is released: their due date alone told the student to wait.
    const owing = page.getByTestId('owing');
    expect(await owing.textContent()).toBe(`Deposit due by ${until}`);

    await page.getByRole('link', { name: 'Pay or see charges' }).click();
    await page.getByRole('heading', { name: 'Money', level: 1 }).waitFor();
    expect(await owing.textContent()).toBe(`Deposit due by ${until}`);
  });

  it('tells the student what of the deposit a part paid leaves, on the Money screen and in Pay online', async ({
    signedInPage,
  }) => {
    const student = await studentAwaitingDeposit();
    // The seeded hostel's deposit is GHS 500.00; a part of it at the desk.
    await paidAtTheDesk(student.id, 30_000);
    const left = 'GHS 200.00 of the deposit is still to pay.';

    const page = await signedInPage(student, { ...phone, at: '/student/money' });
    await page.getByText(left).waitFor();
    await page.getByRole('button', { name: 'Pay online' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay online' });
    await dialog.getByText('GHS 200.00 of the deposit is still to pay', { exact: true }).waitFor();
    await dialog.getByText(/^Paying it by .+ confirms your booking\.$/).waitFor();
    await screenshotsAtEachSize(page, 'pay-online-deposit-left');
  });
});
