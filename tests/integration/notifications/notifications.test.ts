import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { defaultPreferences } from '#contract/notifications';
import { newTimeOrderedId } from '../../../functions/data/ids.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { getEntry } from '../../../functions/data/waitlist.ts';
import { deliverAnnouncement } from '../../../functions/domain/announcements/fan-out.ts';
import { flushOutbox } from '../../../functions/domain/notifications/after-commit.ts';
import { expireOffers } from '../../../functions/domain/waitlist/expire-offers.ts';
import {
  deliverNotice,
  noticeOf,
  tellOfCommitted as tell,
} from '../../../functions/domain/notifications/notices.ts';
import { recipientsOf, storedAnnouncement } from '../../support/announcements.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { pay } from '../../support/money.ts';
import { signedInAs, signedInTab, type SignedIn } from '../../support/sessions.ts';
import { join } from '../../support/waitlist.ts';
import { aResident, report } from '../maintenance/support.ts';

const currentPeriod = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

const listOf = async (tab: SignedIn, query = '') => {
  await jobsSettled();
  const response = await call(tab, 'GET', `/notifications${query}`);
  expect(response.status).toBe(200);
  return response.body as {
    notifications: { id: string; title: string; category: string; read: boolean; link: string | null }[];
    unread: number;
    pagination: { total: number };
  };
};

const unreadOf = async (tab: SignedIn) => (await call(tab, 'GET', '/notifications/unread')).body.unread;

/** A notice to a user, as a producer hands one over, its mail to their own address. */
const aNotice = (tab: SignedIn, category: 'bookings' | 'account' | 'waitlist', subject: string) =>
  noticeOf(tab.user.id, category, { to: tab.user.email, subject, text: subject, html: `<p>${subject}</p>` });

describe('the notification centre', () => {
  it("puts a booking in the student's list, unread, with its link, and mails it by default", async () => {
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);

    const { notifications, unread } = await listOf(student);

    expect(unread).toBe(1);
    expect(notifications).toEqual([
      expect.objectContaining({
        category: 'bookings',
        title: `Your room is booked: Room ${room.roomNumber}`,
        link: `/student/bookings/p/${booking.publicId}`,
        read: false,
      }),
    ]);
    expect((await mailTo(student.user.email)).map((mail) => mail.subject)).toEqual([
      `Your room is booked: Room ${room.roomNumber}`,
    ]);
  });

  it('keeps a category in the app only when the user chose so, and still lists it', async () => {
    const student = await aStudent();
    const saved = await call(student, 'PUT', '/notifications/preferences', {
      ...defaultPreferences,
      bookings: 'app',
    });
    expect(saved.status).toBe(200);
    const room = await aRoom();
    await book(student, room);

    expect((await listOf(student)).notifications.map((entry) => entry.title)).toEqual([
      `Your room is booked: Room ${room.roomNumber}`,
    ]);
    expect(await mailTo(student.user.email)).toEqual([]);
    expect((await call(student, 'GET', '/notifications/preferences')).body.preferences).toEqual({
      ...defaultPreferences,
      bookings: 'app',
    });
  });

  it('mails account (security) notices whatever the user chose', async () => {
    const student = await aStudent();
    const nothingByMail = Object.fromEntries(Object.keys(defaultPreferences).map((key) => [key, 'app']));
    expect((await call(student, 'PUT', '/notifications/preferences', nothingByMail)).status).toBe(200);

    await tell([aNotice(student, 'account', 'Your password was changed')]);

    expect((await mailTo(student.user.email)).map((mail) => mail.subject)).toEqual([
      'Your password was changed',
    ]);
  });

  it('marks one notification read, then all, and counts what comes after', async () => {
    const student = await aStudent();
    await tell([aNotice(student, 'bookings', 'First')]);
    await jobsSettled();
    await tell([aNotice(student, 'bookings', 'Second')]);
    const [second, first] = (await listOf(student)).notifications;
    expect([second?.title, first?.title]).toEqual(['Second', 'First']);

    const one = await call(student, 'POST', `/notifications/${first!.id}/read`);
    expect(one.status).toBe(200);
    expect(one.body.unread).toBe(1);
    expect((await listOf(student)).notifications.map((entry) => entry.read)).toEqual([false, true]);

    const all = await call(student, 'POST', '/notifications/read-all');
    expect(all.body).toEqual({ message: messages.notifications.allRead, unread: 0 });

    await tell([aNotice(student, 'bookings', 'Third')]);
    await jobsSettled();
    expect(await unreadOf(student)).toBe(1);
    expect((await listOf(student)).notifications.map((entry) => entry.read)).toEqual([false, true, true]);
  });

  it('counts as new an announcement that reaches the user after they marked all read, though published before', async () => {
    const student = await aStudent();
    const announcement = await storedAnnouncement(
      {
        title: `Water off ${newTimeOrderedId()}`,
        text: 'From 9 to 12.',
        status: 'sending',
        recipients: null,
      },
      new Date(Date.now() - 60_000),
    );
    await tell([aNotice(student, 'bookings', 'Booked')]);
    await jobsSettled();
    expect((await call(student, 'POST', '/notifications/read-all')).body.unread).toBe(0);

    // Its delivery reaches the student only now: behind a fan-out to thousands, or held by a lockdown.
    await deliverAnnouncement({
      announcementId: announcement.id,
      recipients: recipientsOf([student]),
    });

    expect(await unreadOf(student)).toBe(1);
    expect((await listOf(student)).notifications.map((entry) => [entry.title, entry.read])).toEqual([
      ['Booked', true],
      [announcement.title, false],
    ]);
    expect((await call(student, 'POST', '/notifications/read-all')).body.unread).toBe(0);
    expect((await listOf(student)).notifications.map((entry) => entry.read)).toEqual([true, true]);
  });

  it('pages the history, newest first', async () => {
    const student = await aStudent();
    for (const title of ['One', 'Two', 'Three']) {
      await tell([aNotice(student, 'bookings', title)]);
      await jobsSettled();
    }
    const page2 = await listOf(student, '?page=2&limit=2');
    expect(page2.notifications.map((entry) => entry.title)).toEqual(['One']);
    expect(page2.pagination.total).toBe(3);
  });

  it('delivers a repeated notice once: one entry, one mail', async () => {
    const student = await aStudent();
    const at = new Date();
    const notice = {
      ...aNotice(student, 'bookings', 'Only once'),
      id: newTimeOrderedId(at),
      at: at.toISOString(),
    };

    await deliverNotice(notice);
    await deliverNotice(notice);

    expect((await listOf(student)).notifications.map((entry) => entry.title)).toEqual(['Only once']);
    expect((await mailTo(student.user.email)).length).toBe(1);
  });

  it("puts a waitlist offer, made by the offer job, in the student's list", async () => {
    const admin = await signedInAs('admin');
    const roomType = `Type-${Math.random().toString(36).slice(2, 8)}`;
    const room = await aRoom({ capacity: 1, roomType });
    const occupant = await aStudent();
    const booking = await book(occupant, room);
    const waiting = await aStudent();
    await join(waiting, [roomType]);

    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });

    const { notifications } = await listOf(waiting);
    expect(notifications).toEqual([
      expect.objectContaining({
        category: 'waitlist',
        title: `A bed is offered to you: room ${room.roomNumber}`,
      }),
    ]);
    expect((await mailTo(waiting.user.email)).filter((mail) => mail.subject.includes('offered')).length).toBe(
      1,
    );
    // The occupant hears of the cancellation in their own list.
    expect((await listOf(occupant)).notifications[0]?.title).toMatch(/was cancelled$/);
  });
});

describe('a user reads and marks only their own notifications', () => {
  it("never lists another user's notifications", async () => {
    const owner = await aStudent();
    const other = await aStudent();
    await tell([aNotice(owner, 'bookings', 'Private news')]);

    expect((await listOf(other)).notifications).toEqual([]);
    expect(await unreadOf(other)).toBe(0);
  });

  it("refuses to mark another user's notification read, as if it did not exist, and leaves it unread", async () => {
    const owner = await aStudent();
    const attacker = await aStudent();
    const admin = await signedInAs('admin');
    await tell([aNotice(owner, 'bookings', 'Private news')]);
    const [entry] = (await listOf(owner)).notifications;

    for (const tab of [attacker, admin]) {
      const response = await call(tab, 'POST', `/notifications/${entry!.id}/read`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(messages.notifications.notFound);
    }
    expect(await unreadOf(owner)).toBe(1);
  });

  it('answers an id that is not one with the same 404', async () => {
    const student = await aStudent();
    const response = await call(student, 'POST', '/notifications/..%2F..%2FUSER/read');
    expect(response.status).toBe(404);
  });

  it('refuses a preference that is not a choice, or a category that cannot be chosen', async () => {
    const student = await aStudent();
    const bad = await call(student, 'PUT', '/notifications/preferences', {
      ...defaultPreferences,
      bookings: 'never',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(messages.notifications.preferenceInvalid);
    const account = await call(student, 'PUT', '/notifications/preferences', {
      ...defaultPreferences,
      account: 'app',
    });
    expect(account.status).toBe(400);
    expect((await call(student, 'GET', '/notifications/preferences')).body.preferences).toEqual(
      defaultPreferences,
    );
  });
});

describe('each producer puts its notice in the centre under its category', () => {
  /** The user's entries of a category, newest first, once the queue has run. */
  const entriesOf = async (tab: SignedIn, category: string) =>
    (await listOf(tab, '?limit=100')).notifications.filter((entry) => entry.category === category);

  /** A student holding a waitlist offer of a room of its own type. */
  async function anOffer() {
    const admin = await signedInAs('admin');
    const roomType = `Type-${Math.random().toString(36).slice(2, 8)}`;
    const room = await aRoom({ capacity: 1, roomType });
    const booking = await book(await aStudent(), room);
    const waiting = await aStudent();
    await join(waiting, [roomType]);
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    const entry = await getEntry(await currentPeriod(), waiting.user.id);
    expect(entry?.status).toBe('offered');
    return { admin, room, waiting, entry: entry! };
  }

  it('a booking moved by staff: bookings', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const booking = await book(student, await aRoom());
    const to = await aRoom();

    expect((await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id })).status).toBe(200);

    expect((await entriesOf(student, 'bookings'))[0]).toMatchObject({
      title: `Your booking moved to Room ${to.roomNumber}`,
      read: false,
    });
  });

  it('a booking cancelled by staff: bookings', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);

    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });

    expect((await entriesOf(student, 'bookings'))[0]?.title).toBe(
      `Your booking of Room ${room.roomNumber} was cancelled`,
    );
  });

  it('an offer declined: waitlist', async () => {
    const { room, waiting } = await anOffer();

    expect((await call(waiting, 'POST', '/waitlist/offer/decline')).status).toBe(200);

    expect((await entriesOf(waiting, 'waitlist')).map((entry) => entry.title)).toContain(
      `You declined room ${room.roomNumber}`,
    );
  });

  it('an offer expired: waitlist', async () => {
    const { room, waiting, entry } = await anOffer();

    await expireOffers(new Date(Date.parse(entry.offer!.expiresAt) + 1000));
    await flushOutbox();

    expect((await entriesOf(waiting, 'waitlist')).map((each) => each.title)).toContain(
      `Your offer of room ${room.roomNumber} has expired`,
    );
  });

  it('a student removed from the queue by staff: waitlist', async () => {
    const admin = await signedInAs('admin');
    const waiting = await aStudent();
    await join(waiting, [`Type-${Math.random().toString(36).slice(2, 8)}`]);

    const removed = await call(admin, 'POST', `/waitlist/entries/${waiting.user.id}/remove`, {
      reason: 'Found housing elsewhere',
    });

    expect(removed.status).toBe(200);
    expect((await entriesOf(waiting, 'waitlist'))[0]?.title).toMatch(
      /^You have been removed from the .* waitlist$/,
    );
  });

  it('a payment recorded at the desk: payments, with its receipt number', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();

    const { entry } = await pay(admin, student.user.id, 25_000);

    expect((await entriesOf(student, 'payments'))[0]?.title).toBe(
      `Payment received: GHS 250.00, receipt ${entry.receiptNumber}`,
    );
  });

  it("a maintenance request's status change: maintenance, in the reporter's list and not only by mail", async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);

    await call(admin, 'PUT', `/maintenance/${request.id}/assignee`, { assigneeId: admin.user.id });
    await call(admin, 'PUT', `/maintenance/${request.id}/status`, { status: 'in_progress', note: 'On it' });

    // Its line is its mail's subject, naming the request by its title.
    const title = `Electrical: Room ${request.location.roomNumber}`;
    expect((await entriesOf(student, 'maintenance')).map((entry) => [entry.title, entry.link])).toEqual([
      [`Your maintenance request “${title}” is now in progress`, `/student/maintenance/${request.id}`],
      [`Your maintenance request “${title}” is now assigned`, `/student/maintenance/${request.id}`],
    ]);
    expect(await entriesOf(admin, 'maintenance')).toEqual([]);
  });
});

describe('security notices', () => {
  it('a password staff set: in the student’s centre under account, and mailed though they chose the app only for everything', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const appOnly = Object.fromEntries(Object.keys(defaultPreferences).map((key) => [key, 'app']));
    expect((await call(student, 'PUT', '/notifications/preferences', appOnly)).status).toBe(200);

    const changed = await call(admin, 'PUT', `/students/${student.user.id}`, {
      password: 'N3w-Passw0rd-for-you!',
    });

    expect(changed.status).toBe(200);
    const mails = (await mailTo(student.user.email)).filter((mail) => mail.subject.includes('password'));
    expect(mails).toHaveLength(1);
    // Their sessions ended with the change: they read the centre from a new one.
    const again = await signedInTab(student.user);
    expect((await listOf(again)).notifications).toEqual([
      expect.objectContaining({
        category: 'account',
        title: mails[0]!.subject,
        link: '/student/profile/sessions',
      }),
    ]);
  });
});
