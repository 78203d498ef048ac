import type { Page } from 'playwright-core';
import { awaitingDepositSentence } from '#contract/awaiting-deposit-wording';
import { baseUrl, describe, expect, it } from '../support/fixture.ts';
import { cutPlaceholders, piecesBroken } from '../support/layout.ts';
import { showPage } from '../support/screens.ts';
import { signIn } from '../support/sign-in.ts';
import { superAdminTab } from '../support/staff-session.ts';
import { lastMailTo, seriousViolations, verifiedStudent } from './support.ts';

interface RoomSummary {
  id: string;
  publicId: string;
  roomNumber: string;
  freeBeds: number;
  capacity: number;
}

/** The rooms this tab's student may book, read through the same API the screens use. */
function availableRooms(page: Page): Promise<RoomSummary[]> {
  return page.evaluate(async () => {
    const response = await fetch(`/api/tab/${sessionStorage.getItem('tabId')}/rooms/available`);
    return ((await response.json()) as { rooms: RoomSummary[] }).rooms;
  });
}

describe('a student finding and booking a room', () => {
  it('searches, books a room, and sees the booking on the dashboard and in its details', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student);
    await page.getByRole('heading', { name: 'You have no room booked yet' }).waitFor();

    const room = (await availableRooms(page)).find((r) => r.freeBeds > 0)!;
    const search = page.getByRole('searchbox', { name: 'Search rooms' });
    await search.fill(`  ${room.roomNumber} `);
    await search.press('Enter');
    await page.waitForURL(`${baseUrl}/management/student/rooms?search=${room.roomNumber}`);
    expect(await search.inputValue()).toBe('');
    await page.getByRole('heading', { name: `Room ${room.roomNumber}` }).waitFor();

    await page.getByRole('link', { name: `Book room ${room.roomNumber}` }).click();
    await page.getByRole('heading', { name: 'Book a Room' }).waitFor();
    const confirm = page.getByRole('button', { name: 'Confirm booking' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(/I have read and agree/).check();
    await confirm.click();

    await page.waitForURL(/\/management\/student\/bookings\/p\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    // The seeded hostel asks for its deposit by a deadline: the bed is held until it is paid.
    await page.getByText(awaitingDepositSentence).waitFor();
    expect(await page.getByText(room.roomNumber).first().isVisible()).toBe(true);
    expect(await seriousViolations(page), 'booking details').toEqual([]);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await page.getByText(`Room ${room.roomNumber}`).waitFor();
    // One way from the card to the booking: its page, with the details and the requests to change it.
    const current = page.getByRole('region', { name: 'Current booking' });
    expect(await current.getByRole('button', { name: 'Details' }).count()).toBe(0);
    await current.getByRole('link', { name: 'Details and changes' }).click();
    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    await page.getByRole('button', { name: 'Ask for a change' }).waitFor();
    expect(await page.getByText(room.roomNumber).first().isVisible()).toBe(true);

    // Signing out ends the session: the student area sends the tab back to sign in.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/management/login`);
    await page.goto(`${baseUrl}/management/student`);
    await page.waitForURL(`${baseUrl}/management/login`);
  });

  it('refuses a second student the last bed another student has just taken', async ({ newPage }) => {
    const [first, second] = await Promise.all([verifiedStudent(baseUrl), verifiedStudent(baseUrl)]);
    const a = await newPage();
    const b = await newPage();
    await signIn(a, baseUrl, first);
    await signIn(b, baseUrl, second);
    await a.waitForURL(`${baseUrl}/management/student`);
    await b.waitForURL(`${baseUrl}/management/student`);

    const room = (await availableRooms(a)).find((r) => r.freeBeds === 1)!;
    for (const page of [a, b]) {
      await page.goto(`${baseUrl}/management/student/book-room/${room.id}`);
      await page.getByLabel(/I have read and agree/).check();
    }
    await a.getByRole('button', { name: 'Confirm booking' }).click();
    await a.waitForURL(/\/management\/student\/bookings\/p\//);

    await b.getByRole('button', { name: 'Confirm booking' }).click();
    const refusal = b.getByRole('alert').filter({ hasText: 'We could not book this room' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('the last free bed in this room was just taken');
    expect(b.url()).toBe(`${baseUrl}/management/student/book-room/${room.id}`);
  });
});

describe('the rooms a student browses, at each width', () => {
  it('keep a room’s block, floor and each amount on one line, its facts inside their boxes, and the search’s placeholder whole', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), { at: '/student/rooms' });
    const room = (await availableRooms(page)).find((r) => r.freeBeds > 0)!;
    const whole = /(Block|Floor) \S+|GHS [\d,.]+/;
    const problems: Record<string, string[]> = {};
    const found = (where: string, shown: string[]) => {
      if (shown.length > 0) (problems[where] ??= []).push(...shown);
    };
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await showPage(page, '/management/student/rooms', 'Available Rooms');
      const cards = page.getByRole('main').getByRole('listitem');
      await cards.first().waitFor();
      for (const card of await cards.all()) found(`cards at ${width} px`, await piecesBroken(card, whole));
      found(`placeholders at ${width} px`, await cutPlaceholders(page));

      await showPage(page, `/management/student/rooms/p/${room.publicId}`, `Room ${room.roomNumber}`);
      const details = page.getByRole('main');
      found(`details at ${width} px`, await piecesBroken(details, whole));
      found(
        `facts spilling at ${width} px`,
        await details
          .getByRole('definition')
          .evaluateAll((facts) =>
            facts.filter((fact) => fact.scrollWidth > fact.clientWidth).map((fact) => fact.textContent!),
          ),
      );
    }
    expect(problems).toEqual({});
  });
});

describe('states shown before they bite', () => {
  it('offers no Book to a student who holds a room, and Confirm stays disabled if the page is reached anyway', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student);
    const [room, other] = (await availableRooms(page)).filter((r) => r.freeBeds > 0);
    await page.goto(`${baseUrl}/management/student/book-room/${room!.id}`);
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/management\/student\/bookings\/p\//);
    const bookingUrl = page.url();

    await page.goto(`${baseUrl}/management/student/rooms?search=${other!.roomNumber}`);
    const held = page.getByRole('link', { name: 'You already have a room' }).first();
    await held.waitFor();
    expect(await page.getByRole('link', { name: `Book room ${other!.roomNumber}` }).count()).toBe(0);
    await held.click();
    await page.waitForURL(bookingUrl);

    await page.goto(`${baseUrl}/management/student/book-room/${other!.id}`);
    await page.getByText('You already have a room').first().waitFor();
    await page.getByLabel(/I have read and agree/).check();
    expect(await page.getByRole('button', { name: 'Confirm booking' }).isDisabled()).toBe(true);
  });

  it('leads a student who holds a room from the dashboard’s shortcut to reporting a problem, not to free beds', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student);
    const shortcuts = page.getByRole('region', { name: 'Shortcuts' });
    await shortcuts.getByRole('link', { name: /Available Rooms/ }).waitFor();
    const [room] = (await availableRooms(page)).filter((r) => r.freeBeds > 0);
    await page.goto(`${baseUrl}/management/student/book-room/${room!.id}`);
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/management\/student\/bookings\/p\//);

    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await shortcuts.getByRole('link', { name: /Report a problem/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Report a problem' }).waitFor();
    await page.goBack();
    await shortcuts.getByRole('link', { name: /Report a problem/ }).waitFor();
    expect(await shortcuts.getByRole('link', { name: /Available Rooms/ }).count()).toBe(0);
  });

  it('disables Confirm during maintenance and shows the message; never shows a student that registration is closed', async ({
    signedInPage,
  }) => {
    const staff = await superAdminTab();
    const student = await verifiedStudent(baseUrl);
    const message = 'Booking system paused for an upgrade until 14:00.';
    try {
      await staff('PUT', '/settings/maintenance', { isEnabled: true, message });
      await staff('PUT', '/settings/registration', { isOpen: false });
      const page = await signedInPage(student);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.getByText(message).first().waitFor();
      expect(await page.getByText(/Registration is closed/i).count()).toBe(0);

      const room = (await availableRooms(page)).find((r) => r.freeBeds > 0)!;
      await page.goto(`${baseUrl}/management/student/book-room/${room.id}`);
      await page.getByText(message).first().waitFor();
      await page.getByLabel(/I have read and agree/).check();
      expect(await page.getByRole('button', { name: 'Confirm booking' }).isDisabled()).toBe(true);
    } finally {
      await staff('PUT', '/settings/maintenance', { isEnabled: false, message: '' });
      await staff('PUT', '/settings/registration', { isOpen: true });
    }
  });
});

describe('a student’s own history', () => {
  it('says how and why staff ended the booking, lists it with its reason, and mails the student', async ({
    signedInPage,
  }) => {
    const staff = await superAdminTab();
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student);
    const room = (await availableRooms(page)).find((r) => r.freeBeds > 0)!;
    await page.goto(`${baseUrl}/management/student/book-room/${room.id}`);
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/management\/student\/bookings\/p\//);
    const publicId = page.url().split('/').pop()!;
    expect((await lastMailTo(baseUrl, student.email)).subject).toBe(
      `Your room is booked: Room ${room.roomNumber}`,
    );

    const reason = 'Fees for the semester are unpaid';
    const cancelled = await staff('POST', `/bookings/p/${publicId}/cancel`, { cancellationReason: reason });
    expect(cancelled.status).toBe(200);

    await page.goto(`${baseUrl}/management/student`);
    await page.getByText(`Your booking of Room ${room.roomNumber} was cancelled`).waitFor();
    await page.getByText(`Reason: ${reason}`).waitFor();
    const history = page.getByRole('region', { name: /Booking History/ });
    await history.getByText('1 archived').waitFor();
    // The dialog's code is fetched once the pointer comes over Details, before the click asks for it.
    const details = history.getByRole('button', { name: 'Details' });
    await Promise.all([page.waitForRequest(/\/booking-details-dialog-[\w-]+\.js$/), details.hover()]);
    await details.click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await dialog.getByText(reason).waitFor();
    expect(await dialog.getByText('Room Information').isVisible()).toBe(true);
    expect(await seriousViolations(page), 'own history dialog').toEqual([]);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Details');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    const mail = await lastMailTo(baseUrl, student.email);
    expect(mail.subject).toBe(`Your booking of Room ${room.roomNumber} was cancelled`);
    expect(mail.text).toContain(`Reason given: ${reason}`);
  });
});
