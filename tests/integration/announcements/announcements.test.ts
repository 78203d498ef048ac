import { randomBytes } from 'node:crypto';
import { SQSClient, type SendMessageBatchCommandInput } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '#contract/jobs';
import * as messages from '#contract/messages';
import { getSettings, setLockdown } from '../../../functions/data/settings.ts';
import { getUserById } from '../../../functions/data/users.ts';
import { recipientsOf } from '../../../functions/domain/announcements/audience.ts';
import { deliverAnnouncement, fanOutAnnouncement } from '../../../functions/domain/announcements/fan-out.ts';
import { enqueue } from '../../../functions/platform/job-queue.ts';
import { userWithPassword } from '../../support/auth.ts';
import { announcementsOf } from '../../support/announcements.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailAbout, mailTo } from '../../support/mail.ts';
import { priceCurrentPeriod } from '../../support/money.ts';
import { signedInAs, signedInTab, type SignedIn } from '../../support/sessions.ts';
import { join } from '../../support/waitlist.ts';

const unique = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;

/** A small hostel: a resident in each of two rooms that differ in block, floor and type, one waiting student, one admin. */
async function hostel() {
  const [blockA, blockB, typeA, typeB] = [unique('A'), unique('B'), unique('Type-'), unique('Type-')];
  const roomA = await aRoom({ block: blockA, floor: 7, roomType: typeA, capacity: 1 });
  const roomB = await aRoom({ block: blockB, floor: 8, roomType: typeB, capacity: 1 });
  const [inA, inB, waiting] = [await aStudent(), await aStudent(), await aStudent()];
  await book(inA, roomA);
  await book(inB, roomB);
  await join(waiting, [unique('Type-')]);
  const admin = await signedInAs('admin');
  return { blockA, blockB, typeA, inA, inB, waiting, admin };
}

const publish = (by: SignedIn, body: Record<string, unknown>) => call(by, 'POST', '/announcements', body);

describe('each audience reaches the right people and nobody else', () => {
  it('a block, a floor and a room type reach the residents of the matching room only', async () => {
    const { blockA, typeA, inA, inB, waiting, admin } = await hostel();
    const title = unique('Water off in block ');
    expect(
      (await publish(admin, { title, text: 'Tuesday 9 to 12.', audience: { kind: 'block', block: blockA } }))
        .status,
    ).toBe(201);
    const onFloor = unique('Floor 8 drill ');
    await publish(admin, { title: onFloor, text: 'At noon.', audience: { kind: 'floor', floor: 8 } });
    const ofType = unique('Type news ');
    await publish(admin, {
      title: ofType,
      text: 'New desks.',
      audience: { kind: 'roomType', roomType: typeA },
    });

    expect(await announcementsOf(inA)).toEqual(expect.arrayContaining([title, ofType]));
    expect(await announcementsOf(inA)).not.toContain(onFloor);
    expect(await announcementsOf(inB)).toEqual([onFloor]);
    expect(await announcementsOf(waiting)).toEqual([]);
    expect(await announcementsOf(admin)).toEqual([]);
    expect((await mailTo(inA.user.email)).map((mail) => mail.subject)).toContain(title);
  });

  it('waiting students, staff, and everyone', async () => {
    const { inA, inB, waiting, admin } = await hostel();
    const toWaiting = unique('Queue news ');
    const toStaff = unique('Staff meeting ');
    const toAll = unique('Fire drill ');
    await publish(admin, { title: toWaiting, text: 'x', audience: { kind: 'waiting' } });
    await publish(admin, { title: toStaff, text: 'x', audience: { kind: 'staff' } });
    await publish(admin, { title: toAll, text: 'x', audience: { kind: 'everyone' } });

    expect(await announcementsOf(waiting)).toEqual(expect.arrayContaining([toWaiting, toAll]));
    expect(await announcementsOf(waiting)).not.toContain(toStaff);
    expect(await announcementsOf(admin)).toEqual(expect.arrayContaining([toStaff, toAll]));
    expect(await announcementsOf(admin)).not.toContain(toWaiting);
    for (const resident of [inA, inB]) {
      expect(await announcementsOf(resident)).toContain(toAll);
      expect(await announcementsOf(resident)).not.toContain(toWaiting);
      expect(await announcementsOf(resident)).not.toContain(toStaff);
    }
  });
});

describe('a registration whose address is not verified yet', () => {
  it('is not among everyone: nothing is mailed to an address its owner never proved', async () => {
    const verified = await aStudent();
    // Anyone may register any address: until its link is used, the account is not the mailbox's owner's.
    const unverified = await userWithPassword({ emailVerified: false });

    const everyone = (await recipientsOf({ kind: 'everyone' })).map((recipient) => recipient.userId);

    expect(everyone).toContain(verified.user.id);
    expect(everyone).not.toContain(unverified.id);
  });
});

describe('a deactivated student', () => {
  const setActive = (admin: SignedIn, student: SignedIn, isActive: boolean) =>
    call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive, endBooking: false });

  it('is in no audience, though they keep their bed: a block, a floor, a room type', async () => {
    const { blockA, typeA, inA, admin } = await hostel();
    expect((await setActive(admin, inA, false)).status).toBe(200);

    for (const audience of [
      { kind: 'block', block: blockA },
      { kind: 'floor', floor: 7 },
      { kind: 'roomType', roomType: typeA },
      { kind: 'balanceDue' },
      { kind: 'waiting' },
      { kind: 'everyone' },
    ] as const) {
      const reached = (await recipientsOf(audience)).map((recipient) => recipient.userId);
      expect(reached, audience.kind).not.toContain(inA.user.id);
    }
  });

  it('hears nothing sent while deactivated, in the bell or by mail, and what is sent once active again', async () => {
    const { blockA, inA, admin } = await hostel();
    expect((await setActive(admin, inA, false)).status).toBe(200);
    const whileDeactivated = unique('Water off in block ');
    await publish(admin, { title: whileDeactivated, text: 'x', audience: { kind: 'block', block: blockA } });
    await jobsSettled();

    expect((await setActive(admin, inA, true)).status).toBe(200);
    const again = await signedInTab((await getUserById(inA.user.id))!);
    const onceActive = unique('Water back in block ');
    await publish(admin, { title: onceActive, text: 'x', audience: { kind: 'block', block: blockA } });

    expect(await announcementsOf(again)).toEqual([onceActive]);
    const mailed = (await mailTo(inA.user.email)).map((mail) => mail.subject);
    expect(mailed).toContain(onceActive);
    expect(mailed).not.toContain(whileDeactivated);
  });
});

describe('students with a balance due', () => {
  it('reach those who owe money now, not those settled, in credit or with no ledger', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ roomType: 'Double', capacity: 2 });
    await priceCurrentPeriod(admin, { roomOverrides: [{ roomId: room.id, amount: 50_000 }] });
    const [owes, settled, inCredit, untouched] = [
      await aStudent(),
      await aStudent(),
      await aStudent(),
      await aStudent(),
    ];
    await book(owes, room);
    await book(settled, room);
    const pay = (student: SignedIn, amount: number) =>
      call(admin, 'POST', `/students/${student.user.id}/money/payments`, { amount, method: 'cash' });
    expect((await pay(settled, 50_000)).status).toBe(200);
    expect((await pay(inCredit, 1_000)).status).toBe(200);

    const reminder = unique('Rent reminder ');
    await publish(admin, { title: reminder, text: 'x', audience: { kind: 'balanceDue' } });
    expect(await announcementsOf(owes)).toContain(reminder);
    for (const other of [settled, inCredit, untouched, admin])
      expect(await announcementsOf(other)).not.toContain(reminder);
  });
});

describe('publishing', () => {
  it('is for staff only', async () => {
    const student = await aStudent();
    const response = await publish(student, { title: 'Fake', text: 'x', audience: { kind: 'everyone' } });
    expect(response.status).toBe(403);
    const admin = await signedInAs('admin');
    expect((await call(admin, 'GET', '/announcements')).body.announcements).not.toContainEqual(
      expect.objectContaining({ title: 'Fake' }),
    );
  });

  it('refuses an audience it does not know, a time in the past, and an expiry before publishing', async () => {
    const admin = await signedInAs('admin');
    const unknown = await publish(admin, { title: 'T', text: 'x', audience: { kind: 'alumni' } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(messages.announcements.audienceInvalid);
    const past = await publish(admin, {
      title: 'T',
      text: 'x',
      audience: { kind: 'everyone' },
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain(messages.announcements.publishAtInvalid);
    const expiry = await publish(admin, {
      title: 'T',
      text: 'x',
      audience: { kind: 'everyone' },
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(expiry.status).toBe(400);
    expect(JSON.stringify(expiry.body)).toContain(messages.announcements.expiresAtInvalid);
  });

  it('shows staff how many it reached and how many read it', async () => {
    const { blockA, inA, admin } = await hostel();
    const title = unique('Counted ');
    const { body } = await publish(admin, { title, text: 'x', audience: { kind: 'block', block: blockA } });
    // How many its audience holds is known once its fan-out reads it, not when it is written.
    expect(body.announcement).toMatchObject({ status: 'sending', recipients: null });
    await jobsSettled();
    const counts = async () =>
      ((await call(admin, 'GET', '/announcements')).body.announcements as { id: string }[]).find(
        (announcement) => announcement.id === body.announcement.id,
      );
    expect(await counts()).toMatchObject({ received: 1, recipients: 1, read: 0, status: 'sent' });

    await call(inA, 'POST', '/notifications/read-all');

    expect(await counts()).toMatchObject({ received: 1, read: 1 });
  });

  it("pins an announcement on its recipients' dashboards, and only theirs", async () => {
    const { blockA, inA, inB, admin } = await hostel();
    const pinned = unique('Pinned ');
    await publish(admin, {
      title: pinned,
      text: 'Read me.',
      pinned: true,
      audience: { kind: 'block', block: blockA },
    });
    await publish(admin, {
      title: unique('Not pinned '),
      text: 'x',
      audience: { kind: 'block', block: blockA },
    });
    await jobsSettled();

    expect((await call(inA, 'GET', '/announcements/pinned')).body.announcements).toEqual([
      expect.objectContaining({ title: pinned, text: 'Read me.' }),
    ]);
    expect((await call(inB, 'GET', '/announcements/pinned')).body.announcements).toEqual([]);
  });

  it('leads every notice of one, pinned or not, and its mail, to its screen in the recipient’s own area', async () => {
    const { inA, admin } = await hostel();
    const [pinned, unpinned] = [unique('Pinned '), unique('Not pinned ')];
    const idOf = async (body: Record<string, unknown>) =>
      (await publish(admin, { text: 'Read me.', audience: { kind: 'everyone' }, ...body })).body.announcement
        .id as string;
    const pinnedId = await idOf({ title: pinned, pinned: true });
    const unpinnedId = await idOf({ title: unpinned });
    await jobsSettled();

    const linksOf = async (tab: SignedIn) =>
      (
        (await call(tab, 'GET', '/notifications?limit=100')).body.notifications as {
          title: string;
          link: string | null;
        }[]
      )
        .filter((notice) => notice.title === pinned || notice.title === unpinned)
        .map((notice) => [notice.title, notice.link]);
    expect(await linksOf(inA)).toEqual([
      [unpinned, `/student/announcements/${unpinnedId}`],
      [pinned, `/student/announcements/${pinnedId}`],
    ]);
    expect(await linksOf(admin)).toEqual([
      [unpinned, `/admin/announcements/${unpinnedId}`],
      [pinned, `/admin/announcements/${pinnedId}`],
    ]);
    expect((await mailAbout(inA.user.email, unpinned)).text).toContain(
      `/management/student/announcements/${unpinnedId}`,
    );
    expect((await mailAbout(admin.user.email, unpinned)).text).toContain(
      `/management/admin/announcements/${unpinnedId}`,
    );
  });

  it('delivers a scheduled announcement only at its time', async () => {
    const { blockA, inA, admin } = await hostel();
    const title = unique('Later ');
    const { body } = await publish(admin, {
      title,
      text: 'x',
      audience: { kind: 'block', block: blockA },
      publishAt: new Date(Date.now() + 3000).toISOString(),
    });
    expect(body.announcement.status).toBe('scheduled');
    expect((await call(inA, 'GET', '/notifications')).body.notifications).toEqual([
      expect.objectContaining({ category: 'bookings' }),
    ]);

    await expect.poll(() => announcementsOf(inA), { timeout: 15_000, interval: 500 }).toEqual([title]);
  });

  // Its fan-out waits in the queue until then, re-queueing itself: the next test's wait for the jobs it
  // caused must not wait for tomorrow's announcement too (it once stalled every later e2e file on a stack).
  it('leaves the queue settled for other work while one waits for tomorrow', async () => {
    const { blockA, inA, admin } = await hostel();
    await publish(admin, {
      title: unique('Tomorrow '),
      text: 'x',
      audience: { kind: 'block', block: blockA },
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const now = unique('Now ');
    await publish(admin, { title: now, text: 'x', audience: { kind: 'block', block: blockA } });
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });
    expect(await announcementsOf(inA)).toEqual([now]);
  });
});

describe('while a lockdown is on', () => {
  const sendOf = SQSClient.prototype.send as (this: SQSClient, command: unknown) => Promise<unknown>;

  /** Holds back every announcement message the code queues (the others go on), as SQS would hold them. */
  function holdAnnouncementMessages() {
    const held: Array<{ job: Job; delaySeconds: number }> = [];
    const holding = function (this: SQSClient, command: { input: SendMessageBatchCommandInput }) {
      const entries = command.input.Entries ?? [];
      if (!entries.some((entry) => entry.MessageBody?.includes('"kind":"announcement-')))
        return sendOf.call(this, command);
      for (const entry of entries)
        held.push({ job: JSON.parse(entry.MessageBody!) as Job, delaySeconds: entry.DelaySeconds ?? 0 });
      return Promise.resolve({ Successful: entries.map(({ Id }) => ({ Id })), Failed: [] });
    };
    vi.spyOn(SQSClient.prototype, 'send').mockImplementation(holding as never);
    return held;
  }

  const lockdown = async (active: boolean) => {
    const { emergencyLockdown } = await getSettings();
    await setLockdown(
      { ...emergencyLockdown, active, reason: active ? 'Drill' : '', changedAt: new Date().toISOString() },
      [],
    );
  };

  afterEach(async () => {
    vi.restoreAllMocks();
    await lockdown(false);
  });

  it('an announcement waits: its fan-out and its deliveries deliver nothing and come back a minute later', async () => {
    const { blockA, inA, admin } = await hostel();
    const title = unique('After the drill ');
    const held = holdAnnouncementMessages();
    await lockdown(true);
    const { body } = await publish(admin, { title, text: 'x', audience: { kind: 'block', block: blockA } });
    const payload = { announcementId: body.announcement.id as string };

    await fanOutAnnouncement(payload);
    await deliverAnnouncement({
      ...payload,
      recipients: [{ userId: inA.user.id, email: inA.user.email, fullName: 'In A' }],
    });

    // Nothing reached anyone; each job put itself back, held a minute.
    expect(held.map(({ job, delaySeconds }) => [job.kind, delaySeconds])).toEqual([
      ['announcement-fan-out', 0],
      ['announcement-fan-out', 60],
      ['announcement-deliver', 60],
    ]);
    await lockdown(false);
    vi.restoreAllMocks();
    expect(await announcementsOf(inA)).toEqual([]);
    expect((await mailTo(inA.user.email)).filter((mail) => mail.subject === title)).toEqual([]);

    // A minute later (its messages come back): the lockdown is over, and it reaches the block once.
    await enqueue(held.slice(1).map(({ job }) => job));
    expect(await announcementsOf(inA)).toEqual([title]);
    expect((await mailTo(inA.user.email)).filter((mail) => mail.subject === title)).toHaveLength(1);
  });
});

describe('a pinned announcement with an expiry', () => {
  it("leaves its recipients' dashboards once it expires", async () => {
    const { blockA, inA, admin } = await hostel();
    const title = unique('Short-lived ');
    await publish(admin, {
      title,
      text: 'Until soon.',
      pinned: true,
      audience: { kind: 'block', block: blockA },
      expiresAt: new Date(Date.now() + 4000).toISOString(),
    });
    await jobsSettled();
    const pinnedTitles = async () =>
      ((await call(inA, 'GET', '/announcements/pinned')).body.announcements as { title: string }[]).map(
        (entry) => entry.title,
      );
    expect(await pinnedTitles()).toEqual([title]);

    await expect.poll(pinnedTitles, { timeout: 15_000, interval: 500 }).toEqual([]);
    // Still in the notification list: the expiry ends the pin, not the news.
    expect(await announcementsOf(inA)).toEqual([title]);
  });
});

describe('reading one announcement', () => {
  const read = (tab: SignedIn, id: string) => call(tab, 'GET', `/announcements/${id}`);
  const published = async (by: SignedIn, body: Record<string, unknown>) => {
    const { body: answer } = await publish(by, { text: 'x', ...body });
    await jobsSettled();
    return answer.announcement.id as string;
  };
  const notFound = { message: messages.announcements.notFound };

  it('a student reads, whole, one that reached them, its writer by name only', async () => {
    const { blockA, inA, admin } = await hostel();
    const title = unique('Water off in block ');
    const id = await published(admin, {
      title,
      text: 'Tuesday 9 to 12.\nFill a bottle on Monday.',
      audience: { kind: 'block', block: blockA },
    });

    const { status, body } = await read(inA, id);

    expect(status).toBe(200);
    expect(body.announcement).toEqual({
      id,
      title,
      text: 'Tuesday 9 to 12.\nFill a bottle on Monday.',
      publishAt: expect.any(String),
      createdBy: { name: admin.user.fullName },
    });
  });

  it('staff read every one, as their list shows them all: to a block, or still scheduled', async () => {
    const { blockA, admin } = await hostel();
    const colleague = await signedInAs('super_admin');
    const toBlock = await published(admin, {
      title: unique('Block news '),
      audience: { kind: 'block', block: blockA },
    });
    const later = await published(admin, {
      title: unique('Later '),
      audience: { kind: 'everyone' },
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });

    expect((await read(colleague, toBlock)).status).toBe(200);
    expect((await read(colleague, later)).status).toBe(200);
  });

  it('refuses a student one to staff with the 404 of one that does not exist', async () => {
    const { inA, admin } = await hostel();
    const id = await published(admin, { title: unique('Staff meeting '), audience: { kind: 'staff' } });

    const toStaff = await read(inA, id);
    const missing = await read(inA, 'ffffffffffffffffffffffff');

    expect([toStaff.status, toStaff.body]).toEqual([404, notFound]);
    expect([missing.status, missing.body]).toEqual([404, notFound]);
  });

  it('refuses a student one to another block, or to waiting students they are not among', async () => {
    const { blockB, inA, admin } = await hostel();
    const toB = await published(admin, {
      title: unique('Block B news '),
      audience: { kind: 'block', block: blockB },
    });
    const toWaiting = await published(admin, { title: unique('Queue news '), audience: { kind: 'waiting' } });

    expect(await read(inA, toB)).toMatchObject({ status: 404, body: notFound });
    expect(await read(inA, toWaiting)).toMatchObject({ status: 404, body: notFound });
  });

  it('refuses a student one to them that is not published yet', async () => {
    const { blockA, inA, admin } = await hostel();
    const id = await published(admin, {
      title: unique('Tomorrow '),
      audience: { kind: 'block', block: blockA },
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });

    expect(await read(inA, id)).toMatchObject({ status: 404, body: notFound });
  });

  it('answers an id that is no announcement’s with a 404, and one too long with a 400', async () => {
    const admin = await signedInAs('admin');

    expect(await read(admin, 'not-an-id')).toMatchObject({ status: 404, body: notFound });
    expect((await read(admin, 'a'.repeat(65))).status).toBe(400);
  });
});
