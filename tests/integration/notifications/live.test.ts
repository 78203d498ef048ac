import { describe, expect, it } from 'vitest';
import { noticeOf, tellOfCommitted as tell } from '../../../functions/domain/notifications/notices.ts';
import { call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { realtimeServerOfThisFile } from '../../support/tab-sockets.ts';

const live = realtimeServerOfThisFile('notices');

describe("a notice reaches its user's open tabs", () => {
  it('pushes the notice to every tab of its user, and to nobody else', async () => {
    const student = await signedInAs('student');
    const other = await signedInAs('student');
    const [first, second, stranger] = [
      await live.open(student),
      await live.open(student),
      await live.open(other),
    ];

    await tell([
      noticeOf(student.user.id, 'bookings', {
        to: student.user.email,
        subject: 'Your booking moved to Room B202',
        text: 'moved',
        html: '<p>moved</p>',
      }),
    ]);
    await jobsSettled();

    for (const tab of [first, second])
      await expect
        .poll(() => tab.received, { timeout: 5000 })
        .toEqual([
          {
            event: 'notification',
            data: expect.objectContaining({ category: 'bookings', title: 'Your booking moved to Room B202' }),
          },
        ]);
    expect(stranger.received).toEqual([]);
  });
});

describe("a read in one tab reaches the user's other tabs", () => {
  /** A notice filed for the user, as the jobs worker files it; its id, for marking it read. */
  async function aFiledNotice(tab: SignedIn, subject: string): Promise<string> {
    await tell([
      noticeOf(tab.user.id, 'bookings', {
        to: tab.user.email,
        subject,
        text: subject,
        html: `<p>${subject}</p>`,
      }),
    ]);
    await jobsSettled();
    const { body } = await call(tab, 'GET', '/notifications');
    return (body.notifications as { id: string; title: string }[]).find((entry) => entry.title === subject)!
      .id;
  }

  const readEvents = (tab: { received: { event: string; data: unknown }[] }) =>
    tab.received.filter((message) => message.event === 'notifications-read');

  it('tells every tab of the reader the new unread count after one is read, then after all are', async () => {
    const student = await signedInAs('student');
    const first = await aFiledNotice(student, 'Booked room A101');
    await aFiledNotice(student, 'Booked room A102');
    const [reading, other] = [await live.open(student), await live.open(student)];

    expect((await call(student, 'POST', `/notifications/${first}/read`)).status).toBe(200);
    for (const tab of [reading, other])
      await expect
        .poll(() => readEvents(tab), { timeout: 5000 })
        .toEqual([{ event: 'notifications-read', data: { unread: 1 } }]);

    expect((await call(student, 'POST', '/notifications/read-all')).status).toBe(200);
    await expect
      .poll(() => readEvents(other), { timeout: 5000 })
      .toEqual([
        { event: 'notifications-read', data: { unread: 1 } },
        { event: 'notifications-read', data: { unread: 0 } },
      ]);
  });

  it("never pushes a student's read to another user's tabs, and pushes nothing for someone else's notification", async () => {
    const student = await signedInAs('student');
    const other = await signedInAs('student');
    const own = await aFiledNotice(student, 'Your booking was moved');
    const othersNotice = await aFiledNotice(other, 'Your offer expires soon');
    const [studentTab, otherTab] = [await live.open(student), await live.open(other)];

    // The attacker names the other student's notification: 404, nothing read, nothing pushed.
    expect((await call(student, 'POST', `/notifications/${othersNotice}/read`)).status).toBe(404);
    expect((await call(student, 'POST', `/notifications/${own}/read`)).status).toBe(200);
    expect((await call(student, 'POST', '/notifications/read-all')).status).toBe(200);

    await expect.poll(() => readEvents(studentTab).length, { timeout: 5000 }).toBe(2);
    expect(readEvents(studentTab).map((message) => message.data)).toEqual([{ unread: 0 }, { unread: 0 }]);
    expect(otherTab.received).toEqual([]);
    expect((await call(other, 'GET', '/notifications/unread')).body.unread).toBe(1);
  });
});
