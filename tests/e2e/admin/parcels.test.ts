import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Room } from '#contract/rooms';
import type { Student } from '#contract/students';
import {
  baseUrl,
  beforeAll,
  demoAccount,
  describe,
  expect,
  it,
  screenshotsAtEachSize,
} from '../support/fixture.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { loadJoined } from '../support/realtime.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { newStudentDetails, seriousViolations, toastShown, type TestStudent } from '../management/support.ts';

/**
 * Parcels at the desk (spec §19) end to end: staff log a parcel for a resident, whose dashboard, open on
 * a phone, shows it without a reload; staff hand it over and it leaves the student's dashboard, again
 * without a reload. One resident of this file's own, so the demo accounts' dashboards stay as seeded.
 */

let resident: TestStudent;
let roomNumber: string;
/** Two students sharing a room of their own, for the search by the room on a label. */
let roommates: TestStudent[];
let sharedRoomNumber: string;
/** The student of the two desks' walk. */
let deskResident: TestStudent;

/** A new room with these new students living in it; answers its number. */
async function aRoomWith(students: TestStudent[]): Promise<string> {
  const call = await superAdminCalls();
  const number = `P${randomUUID().slice(0, 6)}`.toUpperCase();
  const room = (
    await call<{ room: Room }>('POST', '/rooms', {
      roomNumber: number,
      roomType: 'Double',
      capacity: 2,
      genderDesignation: 'mixed',
    })
  ).room;
  for (const details of students) {
    const created = (await call<{ student: Student }>('POST', '/students', details)).student;
    await call('POST', '/bookings', { roomId: room.id, termsAgreed: true, studentId: created.id });
  }
  return number;
}

beforeAll(async () => {
  resident = newStudentDetails('female');
  roomNumber = await aRoomWith([resident]);
  roommates = [newStudentDetails('female'), newStudentDetails('male')];
  sharedRoomNumber = await aRoomWith(roommates);
  deskResident = newStudentDetails('male');
  await aRoomWith([deskResident]);
});

describe('parcels at the desk', () => {
  // The time allowed is for the screenshots E2E_SHOTS asks for; without them the walk takes a fraction.
  it(
    'logs a parcel that the resident’s open dashboard shows at once, and hands it over, which takes it off',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const student = await signedInPage(resident, { viewport: { width: 375, height: 812 } });
      await student.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const card = student.getByRole('region', { name: 'Parcels' });
      expect(await card.count()).toBe(0);

      const staff = await signedInPage(demoAccount('admin'), {
        viewport: { width: 1280, height: 900 },
        at: '/admin/parcels',
      });
      await staff.getByRole('heading', { name: 'Parcels', level: 1 }).waitFor();
      await staff.getByRole('button', { name: 'Log a parcel' }).click();
      const logging = staff.getByRole('dialog', { name: 'Log a parcel' });
      // Submitted with no student chosen: the field says so, and nothing is logged.
      await logging.getByRole('button', { name: 'Log parcel' }).click();
      await logging.getByText('Choose the student the parcel is for.').waitFor();
      await logging.getByLabel('Find the student').fill(resident.fullName);
      await logging.getByRole('radio', { name: new RegExp(resident.fullName) }).check();
      await logging.getByText(`Room ${roomNumber}`).waitFor();
      await logging.getByLabel('Carrier (optional)').fill('DHL');
      await logging.getByLabel('Description (optional)').fill('Box of textbooks');
      await logging.getByLabel('Shelf or slot (optional)').fill('A-7');
      await screenshotsAtEachSize(staff, 'parcels-log-dialog');
      // Backwards and forwards: Cancel asks before dropping what was typed, and Keep as is keeps it.
      await logging.getByRole('button', { name: 'Cancel' }).click();
      await staff.getByRole('button', { name: 'Keep as is' }).click();
      expect(await logging.getByLabel('Carrier (optional)').inputValue()).toBe('DHL');
      expect(await logging.getByRole('radio', { name: new RegExp(resident.fullName) }).isChecked()).toBe(
        true,
      );
      await logging.getByRole('button', { name: 'Log parcel' }).click();
      await toastShown(staff, 'Parcel logged: the student has been told');
      const row = staff.getByRole('row', { name: new RegExp(resident.fullName) });
      await row.getByText('DHL · Box of textbooks').waitFor();
      expect(await seriousViolations(staff)).toEqual([]);
      await screenshotsAtEachSize(staff, 'parcels-desk-list');

      // The student's dashboard, open all along, follows the notice.
      await card.getByText('1 parcel waiting at the front desk').waitFor();
      await card.getByText('DHL · Box of textbooks').waitFor();
      expect(await sidewaysScroll(student)).toBe(0);
      expect(await seriousViolations(student)).toEqual([]);
      await screenshotsAtEachSize(student, 'parcels-student-card');
      await student.setViewportSize({ width: 375, height: 812 });

      await row.getByRole('button', { name: `Mark collected: the parcel for ${resident.fullName}` }).click();
      const handing = staff.getByRole('dialog', { name: `Hand over the parcel for ${resident.fullName}` });
      await handing.getByLabel('Collected by someone else (optional)').waitFor();
      await screenshotsAtEachSize(staff, 'parcels-collect-dialog');
      await handing.getByRole('button', { name: 'Mark collected' }).click();
      await toastShown(staff, 'Parcel marked collected');
      await staff.getByRole('row', { name: new RegExp(resident.fullName) }).waitFor({ state: 'detached' });

      await card.waitFor({ state: 'detached' });
      await staff.getByLabel('Show').selectOption('collected');
      await staff
        .getByRole('row', { name: new RegExp(resident.fullName) })
        .getByText('The student')
        .waitFor();

      // Parcel notices are a student's choice on My Profile; staff, never told of one, are not asked.
      await student.goto(`${baseUrl}/management/student/profile`);
      await student.getByLabel('Parcels at the front desk').waitFor();
      await staff.goto(`${baseUrl}/management/admin/profile`);
      await staff.getByLabel('Weekly maintenance summary').waitFor();
      expect(await staff.getByLabel('Parcels at the front desk').count()).toBe(0);
    },
  );

  it('finds the students living in the room on a label, typed in any case, and logs the parcel for one', async ({
    signedInPage,
  }) => {
    const [first, second] = roommates as [TestStudent, TestStudent];
    const staff = await signedInPage(demoAccount('admin'), {
      viewport: { width: 1280, height: 900 },
      at: '/admin/parcels',
    });
    await staff.getByRole('button', { name: 'Log a parcel' }).click();
    const logging = staff.getByRole('dialog', { name: 'Log a parcel' });

    await logging.getByLabel('Find the student').fill(sharedRoomNumber.toLowerCase());

    const residents = logging.getByRole('group', { name: 'Active students' }).getByRole('radio');
    await logging.getByRole('radio', { name: new RegExp(first.fullName) }).waitFor();
    await logging.getByRole('radio', { name: new RegExp(second.fullName) }).waitFor();
    expect(await residents.count()).toBe(2);
    await screenshotsAtEachSize(staff, 'parcels-log-by-room');
    await logging.getByRole('radio', { name: new RegExp(second.fullName) }).check();
    await logging.getByRole('button', { name: 'Log parcel' }).click();
    await toastShown(staff, 'Parcel logged: the student has been told');
    await staff
      .getByRole('row', { name: new RegExp(second.fullName) })
      .getByRole('cell', { name: sharedRoomNumber, exact: true })
      .waitFor();
  });

  it('keeps a second desk’s list in step, without a reload, as the first logs and hands over a parcel', async ({
    signedInPage,
  }) => {
    /** A desk with Admin › Parcels open, its socket joined, so a colleague's change reaches it. */
    const aDesk = async (role: 'admin' | 'super_admin') => {
      const desk = await signedInPage(demoAccount(role), { viewport: { width: 1280, height: 900 } });
      await loadJoined(desk, () => desk.goto(`${baseUrl}/management/admin/parcels`));
      await desk.getByRole('heading', { name: 'Parcels', level: 1 }).waitFor();
      return desk;
    };
    const [first, second] = [await aDesk('super_admin'), await aDesk('admin')];
    const rowAt = (desk: Page) => desk.getByRole('row', { name: new RegExp(deskResident.fullName) });

    await first.getByRole('button', { name: 'Log a parcel' }).click();
    const logging = first.getByRole('dialog', { name: 'Log a parcel' });
    await logging.getByLabel('Find the student').fill(deskResident.fullName);
    await logging.getByRole('radio', { name: new RegExp(deskResident.fullName) }).check();
    await logging.getByLabel('Carrier (optional)').fill('UPS');
    await logging.getByRole('button', { name: 'Log parcel' }).click();
    await toastShown(first, 'Parcel logged: the student has been told');

    await rowAt(second).getByText('UPS', { exact: true }).waitFor();
    await screenshotsAtEachSize(second, 'parcels-second-desk');

    await rowAt(second)
      .getByRole('button', { name: `Mark collected: the parcel for ${deskResident.fullName}` })
      .click();
    await second.getByRole('button', { name: 'Mark collected', exact: true }).click();
    await toastShown(second, 'Parcel marked collected');

    await rowAt(first).waitFor({ state: 'detached' });
  });
});

describe('a parcel’s description on the desk’s list', () => {
  it('shows whole, on a phone’s card as at the desk: the list is the one place staff read it', async ({
    signedInPage,
  }) => {
    const call = await superAdminCalls();
    const details = newStudentDetails('female');
    await aRoomWith([details]);
    const { students } = await call<{ students: Student[] }>(
      'GET',
      `/students?search=${encodeURIComponent(details.email)}`,
    );
    const description =
      'Large box, fragile: a desk lamp and a kettle, with a second smaller box taped to its side';
    await call('POST', '/parcels', { studentId: students[0]!.id, carrier: 'DHL', description, shelf: 'C-3' });

    const staff = await signedInPage(demoAccount('admin'), {
      viewport: { width: 375, height: 812 },
      at: `/admin/parcels?search=${encodeURIComponent(details.fullName)}`,
    });
    const text = staff.getByText(`DHL · ${description}`);
    await text.waitFor();
    // Cut after two lines: on a phone, after "DHL · Large box," with no way to read the rest.
    const cut = () => text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(await cut()).toBe(false);
    await staff.setViewportSize({ width: 1280, height: 900 });
    expect(await cut()).toBe(false);
  });
});
