import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import * as messages from '#contract/messages';
import { photoLongestSide, readUrlSeconds } from '../../../functions/contract/uploads.ts';
import { createRequest, reportedRequest, roomLocation } from '../../../functions/data/maintenance.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { staffWithTotp } from '../../support/auth.ts';
import { lastMailTo, seriousViolations, verifiedStudent } from '../management/support.ts';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { gapToTheRight, sidewaysScroll } from '../support/layout.ts';
import { openSignedInTab } from '../support/sign-in.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { aResident, aResolvedRepair } from './support.ts';

const phone = { viewport: { width: 375, height: 812 } };

/** Where the camera put the photo: what the browser's resize must not send on. */
const cameraPlace = 'GPSLatitude 5.6037 N GPSLongitude 0.1870 W';

/**
 * A phone's photo: a 1920 x 1080 JPEG with an EXIF segment (APP1) naming where it was taken. Browsers
 * skip EXIF they cannot read, so the segment needs to be well-formed only as a JPEG segment.
 */
async function aPhoneCameraPhoto(): Promise<Buffer> {
  const jpeg = await readFile(join(import.meta.dirname, '../../../site/src/assets/hero.jpg'));
  const exif = Buffer.concat([
    Buffer.from('Exif\0\0MM\0*\0\0\0\x08\0\0', 'latin1'),
    Buffer.from(cameraPlace),
  ]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(exif.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, exif, jpeg.subarray(2)]);
}

describe('a maintenance request on a phone', () => {
  it(
    'is reported by a student with a photo, assigned and resolved by staff, and confirmed by the student',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      // A student living in a room of their own, booked at the desk.
      const staff = await superAdminCalls();
      const roomNumber = `M${randomUUID().slice(0, 4).toUpperCase()}`;
      const { room } = await staff<{ room: { id: string } }>('POST', '/rooms', {
        roomNumber,
        roomType: 'Single',
        capacity: 1,
        genderDesignation: 'mixed',
        status: 'available',
      });
      const resident = await verifiedStudent(baseUrl);
      const studentId = (await getUserByEmail(resident.email))!.id;
      await staff('POST', '/bookings', { roomId: room.id, studentId, termsAgreed: true });

      // The student reports a broken fan in their room.
      const student = await signedInPage(resident, { ...phone, at: '/student/maintenance' });
      await student.getByRole('link', { name: 'Report a problem' }).click();
      await student.getByLabel('What kind of problem?').selectOption('electrical');
      await student.getByLabel('How urgent is it?').selectOption('high');
      expect(await student.getByLabel('Where?').inputValue()).toBe('room');
      await student.getByLabel('What is wrong?').fill('The ceiling fan stopped turning last night.');
      const photo = await aPhoneCameraPhoto();
      expect(photo.includes(cameraPlace)).toBe(true);
      await student
        .getByLabel('Add photos')
        .setInputFiles({ name: 'fan.jpg', mimeType: 'image/jpeg', buffer: photo });
      await student.getByRole('img', { name: 'Photo 1' }).waitFor();
      expect(await seriousViolations(student), 'report form').toEqual([]);
      expect(await sidewaysScroll(student), 'report form').toBe(0);
      await student.getByRole('button', { name: 'Send the request' }).click();
      await student.waitForURL(/\/management\/student\/maintenance\/[0-9a-f]{24}$/);
      const requestPath = new URL(student.url()).pathname.replace('/student/', '/admin/');
      await student.getByRole('heading', { name: `Electrical: Room ${roomNumber}` }).waitFor();
      expect(await student.getByText('New', { exact: true }).count()).toBeGreaterThan(0);
      await student.getByRole('button', { name: 'Photo 1 of 1, open larger' }).waitFor();

      // Staff find it in the queue, assign it to themselves and resolve it.
      const admin = await signedInPage(demoAccount('admin'), {
        ...phone,
        at: '/admin/maintenance?category=electrical',
      });
      await admin.getByRole('link', { name: `Electrical: Room ${roomNumber}` }).click();
      await admin.waitForURL(`**${requestPath}`);

      // Staff see the student's photo: resized, and without where it was taken.
      await admin.getByRole('button', { name: 'Photo 1 of 1, open larger' }).click();
      const large = admin.getByRole('dialog').getByRole('img', { name: 'Photo 1 of 1' });
      await expect
        .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(photoLongestSide);
      const stored = Buffer.from(await (await fetch((await large.getAttribute('src'))!)).arrayBuffer());
      expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(stored.includes(cameraPlace)).toBe(false);
      expect(stored.includes('Exif')).toBe(false);
      expect(await seriousViolations(admin), 'staff photo view').toEqual([]);
      await admin.getByRole('button', { name: 'Close', exact: true }).click();
      // From the keyboard, each control keeps the focus in the card once done with, not on the page's
      // body: Assign and Update status, disabled once done, hand it to the field they were done from.
      const assignedTo = admin.getByLabel('Assigned to');
      await assignedTo.selectOption({ label: 'Kofi Mensah' });
      await admin.getByRole('button', { name: 'Assign' }).focus();
      await admin.keyboard.press('Enter');
      await admin.getByText('Request assigned').first().waitFor();
      await expect.poll(() => hasFocus(assignedTo)).toBe(true);
      const priority = admin.getByLabel('Priority');
      await priority.focus();
      await priority.selectOption('urgent');
      await admin.getByText('Priority changed').first().waitFor();
      expect(await hasFocus(priority)).toBe(true);
      const moveTo = admin.getByLabel('Move to');
      await moveTo.selectOption('resolved');
      await admin.getByLabel('Note to the student (optional)').fill('Replaced the fan capacitor.');
      await admin.getByRole('button', { name: 'Update status' }).focus();
      await admin.keyboard.press('Enter');
      await admin.getByText('Request updated').first().waitFor();
      await expect.poll(() => hasFocus(moveTo)).toBe(true);
      expect(await seriousViolations(admin), 'staff request screen').toEqual([]);
      expect(await sidewaysScroll(admin), 'staff request screen').toBe(0);

      // The student is told, sees the resolution and confirms the fix.
      expect((await lastMailTo(baseUrl, resident.email)).subject).toBe(
        `Your maintenance request “Electrical: Room ${roomNumber}” is now resolved`,
      );
      await student.reload();
      await student.getByText('Replaced the fan capacitor.').waitFor();
      await student.getByRole('button', { name: 'Yes, it is fixed' }).click();
      await student.getByText('Thank you: the request is closed').first().waitFor();
      await student.getByRole('heading', { name: 'Is it fixed?' }).waitFor({ state: 'detached' });
      expect(await student.getByText('Closed', { exact: true }).count()).toBeGreaterThan(0);
      expect(await seriousViolations(student), 'closed request').toEqual([]);
      expect(await sidewaysScroll(student), 'closed request').toBe(0);
    },
  );
});

describe('a request’s photos on a page left open', () => {
  it('come with fresh links before the links shown expire', { timeout: 120_000 }, async ({ newPage }) => {
    const { credentials } = await aResident();
    const student = await newPage(phone);
    // The tab's clock jumps towards the end of the links' life rather than the test waiting it out.
    await student.clock.install();
    await openSignedInTab(student, baseUrl, credentials, { at: '/student/maintenance/new' });
    await student.getByLabel('What kind of problem?').selectOption('furniture');
    await student.getByLabel('What is wrong?').fill('The wardrobe door hangs off its top hinge.');
    await student
      .getByLabel('Add photos')
      .setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: await aPhoneCameraPhoto() });
    await student.getByRole('img', { name: 'Photo 1' }).waitFor();
    await student.getByRole('button', { name: 'Send the request' }).click();
    await student.waitForURL(/\/management\/student\/maintenance\/[0-9a-f]{24}$/);
    const requestId = new URL(student.url()).pathname.split('/').at(-1)!;
    await student.getByRole('img', { name: 'Photo 1 of 1, open larger' }).waitFor();
    const askedAgain = student.waitForResponse((response) => {
      const { pathname } = new URL(response.url());
      return (
        response.request().method() === 'GET' &&
        pathname.startsWith('/api/') &&
        pathname.endsWith(`/maintenance/${requestId}`)
      );
    });

    await student.clock.fastForward((readUrlSeconds - 60) * 1000);

    // The page asks again before the links it shows expire, and shows the new ones: a thumbnail first
    // drawn now (scrolled to, or opened larger) reads a link still valid.
    const { photos } = (await (await askedAgain).json()) as { photos: { url: string }[] };
    await expect
      .poll(() => student.getByRole('img', { name: 'Photo 1 of 1, open larger' }).getAttribute('src'))
      .toBe(photos[0]!.url);
  });
});

describe('a report with a photo still uploading', () => {
  it('is not sent without it: Send waits for the upload, then the report keeps the photo', async ({
    signedInPage,
  }) => {
    const { credentials } = await aResident();
    const student = await signedInPage(credentials, { ...phone, at: '/student/maintenance/new' });
    await student.getByLabel('What kind of problem?').selectOption('plumbing');
    await student.getByLabel('What is wrong?').fill('The shower drain is blocked and the floor floods.');
    // The bucket takes the photo only once Send has been pressed, as on a slow connection.
    let pressed!: () => void;
    const sendPressed = new Promise<void>((resolve) => (pressed = resolve));
    await student.route(
      (url) => url.pathname.startsWith('/hostel-uploads'),
      async (route) => {
        if (route.request().method() === 'POST') await sendPressed;
        await route.continue();
      },
    );
    await student
      .getByLabel('Add photos')
      .setInputFiles({ name: 'drain.jpg', mimeType: 'image/jpeg', buffer: await aPhoneCameraPhoto() });
    await student.getByText('Uploading a photo').waitFor();

    // Pressed at once, as an impatient student would (forced: Playwright waits for a busy button).
    await student.getByRole('button', { name: 'Send the request' }).click({ force: true });
    pressed();

    // Still on the form once the photo is in, and sent with it.
    await student.getByRole('img', { name: 'Photo 1' }).waitFor();
    await student.getByRole('button', { name: 'Send the request' }).click();
    await student.waitForURL(/\/management\/student\/maintenance\/[0-9a-f]{24}$/);
    await student.getByRole('button', { name: 'Photo 1 of 1, open larger' }).waitFor();
  });
});

describe('a request’s page left for another request’s', () => {
  it('offers the other request empty forms: what was written for one is never sent on the next', async ({
    newPage,
  }) => {
    // Two repairs in a student's room, both assigned to a staff member, who is told of each.
    const { staff, room, student } = await aResident();
    const admin = await staffWithTotp();
    const [, electrical] = await Promise.all(
      (['plumbing', 'electrical'] as const).map(async (category) => {
        const { request, reported } = reportedRequest({
          reporter: { id: student.id, fullName: student.fullName, email: student.email },
          category,
          urgency: 'normal',
          description: `Something ${category} is wrong in the room.`,
          location: roomLocation({ ...room, id: room.id }),
        });
        await createRequest(request, reported, []);
        await staff('PUT', `/maintenance/${request.id}/assignee`, { assigneeId: admin.id });
        return request;
      }),
    );
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await openSignedInTab(
      page,
      baseUrl,
      { email: admin.email, password: admin.password, role: 'admin' },
      { at: `/admin/maintenance/${electrical!.id}`, heading: `Electrical: Room ${room.roomNumber}` },
    );
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const openNotice = async (title: string, { discarding = false } = {}) => {
      await bell.click();
      await page.getByRole('button', { name: new RegExp(`^Assigned to you: ${title}`) }).click();
      if (discarding) await page.getByRole('button', { name: 'Discard changes' }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    };

    // From the electrical repair's page to the plumbing one's, where a note to its student is begun…
    await openNotice(`Plumbing: Room ${room.roomNumber}`);
    await page.getByLabel('Move to').selectOption('in_progress');
    await page.getByLabel('Note to the student (optional)').fill('The plumber comes on Monday.');
    await page.getByLabel('Add a comment').fill('Bring the long spanner.');
    // …then straight back to the electrical one, its page still in memory, leaving those words behind.
    await openNotice(`Electrical: Room ${room.roomNumber}`, { discarding: true });

    expect(await page.getByLabel('Move to').inputValue()).toBe('');
    expect(await page.getByLabel('Note to the student (optional)').inputValue()).toBe('');
    expect(await page.getByLabel('Add a comment').inputValue()).toBe('');
  });
});

describe('a repair’s page for staff on a phone', () => {
  /** How a back link looks: its arrow, and the type and room it is drawn with. */
  const lookOf = (link: Locator) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        arrow: element.querySelector('svg') !== null,
        ...Object.fromEntries(
          ['color', 'font-size', 'font-weight', 'padding-left', 'margin-left', 'text-decoration-line'].map(
            (property) => [property, style.getPropertyValue(property)],
          ),
        ),
      };
    });

  it('leads back as other records’ pages do, and keeps its forms’ buttons at their end', async ({
    signedInPage,
  }) => {
    const { room, student } = await aResident();
    const { request, reported } = reportedRequest({
      reporter: { id: student.id, fullName: student.fullName, email: student.email },
      category: 'plumbing',
      urgency: 'normal',
      description: 'The tap drips all night.',
      location: roomLocation({ ...room, id: room.id }),
    });
    await createRequest(request, reported, []);
    const staff = await signedInPage(demoAccount('admin'), {
      ...phone,
      at: `/admin/students/${student.id}`,
    });
    const studentsBack = staff.getByRole('link', { name: 'Back', exact: true });
    await studentsBack.waitFor();
    const expected = await lookOf(studentsBack);

    await staff.goto(`${baseUrl}/management/admin/maintenance/${request.id}`);
    const heading = staff.getByRole('heading', { level: 1, name: `Plumbing: Room ${room.roomNumber}` });
    await heading.waitFor();
    const back = staff.getByRole('link', { name: 'Back to the queue' });
    expect(await lookOf(back)).toEqual(expected);
    expect((await back.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);

    for (const name of ['Update status', 'Add comment']) {
      const button = staff.getByRole('button', { name });
      expect(await gapToTheRight(button, staff.locator('form').filter({ has: button })), name).toBe(0);
    }
    await screenshotsAtEachSize(staff, 'repair-for-staff');
  });
});

describe('a repair’s page for its student on a phone', () => {
  it('keeps the answers’ buttons at their forms’ end, as Add comment is', async ({ signedInPage }) => {
    const { credentials, request } = await aResolvedRepair();
    const student = await signedInPage(credentials, { ...phone, at: `/student/maintenance/${request.id}` });
    await student.getByRole('heading', { name: 'Is it fixed?' }).waitFor();

    // Stretched across the phone, the two answers stood apart from every other form's button.
    for (const name of ['Yes, it is fixed', 'Reopen the request', 'Add comment']) {
      const button = student.getByRole('button', { name });
      const form = student.locator('form').filter({ has: button });
      expect(await gapToTheRight(button, form), name).toBe(0);
      expect((await button.boundingBox())!.x, name).toBeGreaterThan((await form.boundingBox())!.x);
    }
    await screenshotsAtEachSize(student, 'repair-for-its-student');
  });

  it('keeps Send the request at the report form’s end', async ({ signedInPage }) => {
    const { credentials } = await aResident();
    const student = await signedInPage(credentials, { ...phone, at: '/student/maintenance/new' });
    const send = student.getByRole('button', { name: 'Send the request' });
    const form = student.locator('form').filter({ has: send });
    expect(await gapToTheRight(send, form)).toBe(0);
    expect((await send.boundingBox())!.x).toBeGreaterThan((await form.boundingBox())!.x);
    await screenshotsAtEachSize(student, 'report-a-repair');
  });
});

describe('the maintenance screens on a desktop', () => {
  it('line up with the breadcrumb, as every other screen does', async ({ signedInPage }) => {
    const student = await signedInPage(await verifiedStudent(baseUrl), {
      viewport: { width: 1280, height: 800 },
    });
    const leftOf = async (name: string) => {
      const breadcrumb = (await student.getByRole('navigation', { name: 'Breadcrumb' }).boundingBox())!;
      const heading = (await student.getByRole('heading', { name, level: 1 }).boundingBox())!;
      return { breadcrumb: breadcrumb.x, heading: heading.x };
    };
    await student.goto(`${baseUrl}/management/student/maintenance/new`);
    await student.getByLabel('Which common area?').fill('Laundry, ground floor');
    await student.getByLabel('What kind of problem?').selectOption('plumbing');
    await student.getByLabel('What is wrong?').fill('The second washing machine leaks onto the floor.');
    const report = await leftOf('Report a problem');
    expect(report.heading, 'Report a problem').toBe(report.breadcrumb);

    await student.getByRole('button', { name: 'Send the request' }).click();
    await student.waitForURL(/\/management\/student\/maintenance\/[0-9a-f]{24}$/);
    const request = await leftOf('Plumbing: Laundry, ground floor');
    expect(request.heading, 'the request').toBe(request.breadcrumb);
  });
});

describe('a report sent', () => {
  it('is left by the back button for the list it was reported from, which shows it', async ({
    signedInPage,
  }) => {
    const student = await signedInPage(await verifiedStudent(baseUrl), {
      ...phone,
      at: '/student/maintenance',
    });
    await student.getByRole('link', { name: 'Report a problem' }).click();
    await student.getByLabel('What kind of problem?').selectOption('cleaning');
    await student.getByLabel('Which common area?').fill('Kitchen, 1st floor');
    await student.getByLabel('What is wrong?').fill('The sink has been blocked since Monday.');
    await student.getByRole('button', { name: 'Send the request' }).click();
    await student.getByRole('heading', { level: 1, name: 'Cleaning: Kitchen, 1st floor' }).waitFor();

    // Back went to the form again, emptied, as if the report had not been sent.
    await student.goBack();
    await student.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
    expect(new URL(student.url()).pathname).toBe('/management/student/maintenance');
    await student.getByRole('link', { name: /Cleaning: Kitchen, 1st floor/ }).waitFor();
  });
});

describe('the report form’s messages', () => {
  it('leave a field once it is put right, and stay on the one still wrong', async ({ signedInPage }) => {
    const student = await signedInPage(await verifiedStudent(baseUrl), {
      ...phone,
      at: '/student/maintenance/new',
    });
    await student.getByRole('button', { name: 'Send the request' }).click();
    const category = student.getByText(messages.maintenance.categoryInvalid);
    const description = student.getByText(messages.maintenance.descriptionShort);
    await category.waitFor();
    await description.waitFor();

    await student.getByLabel('What kind of problem?').selectOption('plumbing');
    await student.getByLabel('What is wrong?').fill('Drips');

    await category.waitFor({ state: 'detached' });
    expect(await description.isVisible()).toBe(true);
    await student.getByLabel('What is wrong?').fill('The shower tap drips all night.');
    await description.waitFor({ state: 'detached' });
  });

  it('take the focus to the first field wrong, which says why, not leave it on the button', async ({
    signedInPage,
  }) => {
    const student = await signedInPage(await verifiedStudent(baseUrl), {
      ...phone,
      at: '/student/maintenance/new',
    });
    await student.getByRole('button', { name: 'Send the request' }).click();
    const category = student.getByLabel('What kind of problem?');
    await expect.poll(() => hasFocus(category)).toBe(true);
    // What a screen reader reads with the field it lands on.
    const told = student.locator(`[id="${await category.getAttribute('aria-describedby')}"]`);
    expect(await told.textContent()).toBe(messages.maintenance.categoryInvalid);

    // Put right, the next submit lands on the first field still wrong (this student has no room).
    await category.selectOption('plumbing');
    await student.getByRole('button', { name: 'Send the request' }).click();
    await expect.poll(() => hasFocus(student.getByLabel('Which common area?'))).toBe(true);
  });
});

describe('a repair’s title', () => {
  it('reads the same on its page, in the student’s list, in the staff queue and in the student’s notifications', async ({
    signedInPage,
  }) => {
    const desktop = { viewport: { width: 1280, height: 800 } };
    const area = `Laundry ${randomUUID().slice(0, 6)}`;
    const student = await signedInPage(await verifiedStudent(baseUrl), {
      ...desktop,
      at: '/student/maintenance/new',
    });
    await student.getByLabel('What kind of problem?').selectOption('pest');
    await student.getByLabel('Which common area?').fill(area);
    await student.getByLabel('Block (optional)').fill('C');
    await student.getByLabel('What is wrong?').fill('Mice behind the dryers.');
    await student.getByRole('button', { name: 'Send the request' }).click();
    await student.waitForURL(/\/management\/student\/maintenance\/[0-9a-f]{24}$/);
    const title = `Pest: ${area}, block C`;
    await student.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();

    await student.getByRole('link', { name: 'All my requests' }).click();
    const mine = student.getByRole('list', { name: 'Your maintenance requests' });
    await mine.getByRole('listitem').first().waitFor();
    expect(await mine.getByText(title, { exact: true }).count(), 'the student’s list').toBe(1);

    const staff = await signedInPage(demoAccount('admin'), {
      ...desktop,
      at: '/admin/maintenance?category=pest&block=C',
    });
    await staff.getByRole('link', { name: title, exact: true }).click();
    await staff.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await staff.getByLabel('Move to').selectOption('in_progress');
    await staff.getByRole('button', { name: 'Update status' }).click();
    await staff.getByText('Request updated').first().waitFor();

    await student.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
    await student
      .getByRole('button', { name: `Your maintenance request “${title}” is now in progress (unread)` })
      .waitFor();
  });
});
