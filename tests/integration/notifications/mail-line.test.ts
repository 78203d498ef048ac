import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPreferences, type NoticeCategory } from '#contract/notifications';
import { staticRoots } from '../../../infra/local/config.ts';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer } from '../../../infra/local/server.ts';
import { bookMailHandOffs } from '../../../functions/data/mail-line.ts';
import { newTimeOrderedId } from '../../../functions/data/ids.ts';
import { deliverAnnouncement } from '../../../functions/domain/announcements/fan-out.ts';
import { handChunkToSes } from '../../../functions/domain/notifications/mail-line.ts';
import { deliverNotice, fileAndPush, noticeOf } from '../../../functions/domain/notifications/notices.ts';
import { recipientsOf, storedAnnouncement } from '../../support/announcements.ts';
import { uniqueEmail } from '../../support/auth.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

// This file's SES is a stand-in of its own, whose maximum send rate each test sets, and the mail line
// hands mail on at 8 a second. Both are set before the first mail reads the functions' environment.
const lineRate = 8;
const mailDir = await mkdtemp(join(tmpdir(), 'hostel-line-mail-'));
const mailbox = new LocalMailbox(mailDir, { maxSendRate: lineRate });
const ses = createLocalServer({ roots: staticRoots, mailbox });
process.env.SES_ENDPOINT = await ses.listen(0, '127.0.0.1');
process.env.MAIL_SEND_RATE = String(lineRate);
afterAll(async () => {
  await ses.close();
  await rm(mailDir, { recursive: true, force: true });
});

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/** A notice on its way, stamped as a producer's Telling stamps it, mailed to the student's own address. */
function aDeliveredNotice(student: SignedIn, subject: string, category: NoticeCategory = 'bookings') {
  const at = new Date();
  return {
    ...noticeOf(student.user.id, category, {
      to: student.user.email,
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
    }),
    id: newTimeOrderedId(at),
    at: at.toISOString(),
  };
}

const subjectsTo = async (student: SignedIn) =>
  (await mailTo(student.user.email)).map((mail) => mail.subject).sort();

describe('the mail line hands mail to SES within its rate, each mail once', () => {
  it('spaces a burst of notices so SES, held to the same rate, throttles none of it', async () => {
    mailbox.maxSendRate = lineRate;
    const throttledBefore = mailbox.throttled;
    const student = await aStudent();
    const subjects = Array.from({ length: 2 * lineRate }, (_, index) => unique(`Burst ${index}`));

    // Side by side, as the worker runs a batch: without the line they would reach SES at once.
    await Promise.all(subjects.map((subject) => deliverNotice(aDeliveredNotice(student, subject))));

    expect(await subjectsTo(student)).toEqual([...subjects].sort());
    expect(mailbox.throttled).toBe(throttledBefore);
  });

  it('puts mail SES throttles back on the line: none dropped, none sent twice, nothing in the dead letters', async () => {
    // An account whose rate is below the line's (another sender shares it, or the setting is wrong).
    mailbox.maxSendRate = 2;
    const throttledBefore = mailbox.throttled;
    const student = await aStudent();
    const subjects = Array.from({ length: 8 }, (_, index) => unique(`Throttled ${index}`));

    await Promise.all(subjects.map((subject) => deliverNotice(aDeliveredNotice(student, subject))));
    const { deadLetters } = await jobsSettled();

    expect(mailbox.throttled).toBeGreaterThan(throttledBefore);
    expect(await subjectsTo(student)).toEqual([...subjects].sort());
    expect(deadLetters).toBe(0);
    mailbox.maxSendRate = lineRate;
  });

  it('mails each notice once when the queue delivers its chunk twice at the same time', async () => {
    const student = await aStudent();
    const notice = aDeliveredNotice(student, unique('Twice delivered'));
    await deliverNotice(notice);
    await jobsSettled();
    const chunk = {
      mails: [{ mail: notice.mail, notice: { userId: notice.userId, id: notice.id } }],
      firstAt: Date.now(),
      spacingMs: 1000 / lineRate,
      attempt: 0,
    };

    await Promise.all([handChunkToSes(chunk), handChunkToSes(chunk)]);
    await handChunkToSes(chunk);

    // The entry's mail was sent by the first delivery: no repeat sends it again.
    expect(await subjectsTo(student)).toEqual([notice.mail.subject]);
  });

  it('sends nothing at once from a chunk the worker ran late: its mails take fresh moments behind the line', async () => {
    mailbox.maxSendRate = lineRate;
    const throttledBefore = mailbox.throttled;
    const student = await aStudent();
    const spacingMs = 1000 / lineRate;
    const subjects = Array.from({ length: 4 }, (_, index) => unique(`Late ${index}`));
    const chunk = {
      mails: subjects.map((subject) => ({
        mail: { to: student.user.email, subject, text: subject, html: `<p>${subject}</p>` },
      })),
      // Booked ten seconds ago: a busy worker is only now running it.
      firstAt: Date.now() - 10_000,
      spacingMs,
      attempt: 0,
    };
    // The line is booked for the next three seconds by mail that is on time.
    const lineNext = (await bookMailHandOffs(3 * lineRate, spacingMs, Date.now())) + 3000;

    await handChunkToSes(chunk);

    expect(await bookMailHandOffs(0, spacingMs, Date.now())).toBeGreaterThanOrEqual(lineNext + 4 * spacingMs);
    const mails = await mailTo(student.user.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    // Sent at once, the four would have joined the on-time mail and gone past SES's rate.
    for (const mail of mails) expect(Date.parse(mail.createdAt)).toBeGreaterThanOrEqual(lineNext - 1);
    expect(mailbox.throttled).toBe(throttledBefore);
  });

  it('mails each recipient of an announcement batch once when the batch runs twice at the same time', async () => {
    const recipients = [await aStudent(), await aStudent(), await aStudent()];
    const announcement = await storedAnnouncement({
      title: unique('Fire drill'),
      text: 'At noon, in the courtyard.',
      status: 'sent',
      recipients: recipients.length,
    });
    const batch = { announcementId: announcement.id, recipients: recipientsOf(recipients) };

    await Promise.all([deliverAnnouncement(batch), deliverAnnouncement(batch)]);
    await deliverAnnouncement(batch);

    for (const student of recipients) {
      expect(await subjectsTo(student)).toEqual([announcement.title]);
      const { body } = await call(student, 'GET', '/notifications');
      expect(body.notifications.map((entry: { title: string }) => entry.title)).toEqual([announcement.title]);
    }
  });
});

describe('an announcement in a script of several bytes a character', () => {
  it('reaches every recipient: its chunks of mail are cut by bytes, each within one SQS message', async () => {
    const recipients = await Promise.all(Array.from({ length: 16 }, () => aStudent()));
    // 4,000 characters of Hindi, three bytes each in UTF-8: the longest text an announcement takes.
    const text = 'शुक्रवार को पानी बंद रहेगा। '.repeat(150).slice(0, 4000);
    const announcement = await storedAnnouncement({
      title: unique('पानी'),
      text,
      status: 'sent',
      recipients: recipients.length,
    });

    await deliverAnnouncement({ announcementId: announcement.id, recipients: recipientsOf(recipients) });
    const { deadLetters } = await jobsSettled();

    for (const student of recipients) expect(await subjectsTo(student)).toEqual([announcement.title]);
    expect(deadLetters).toBe(0);
  });
});

describe('a notice is mailed as its user chose when it reaches SES, not only when it was filed', () => {
  /** Files the notice while the user wants it mailed, as its delivery does: its mail is on the line. */
  async function onTheLine(student: SignedIn, category: NoticeCategory, subject: string) {
    const lineMail = await fileAndPush(aDeliveredNotice(student, subject, category));
    expect(lineMail).not.toBeNull();
    return { mails: [lineMail!], firstAt: Date.now(), spacingMs: 1000 / lineRate, attempt: 0 };
  }

  it('sends none of a category the user turned to the app only while its mail waited on the line', async () => {
    const student = await aStudent();
    const chunk = await onTheLine(student, 'announcements', unique('Water off on Friday'));
    const saved = await call(student, 'PUT', '/notifications/preferences', {
      ...defaultPreferences,
      announcements: 'app',
    });
    expect(saved.status).toBe(200);

    await handChunkToSes(chunk);
    await handChunkToSes(chunk);

    expect(await subjectsTo(student)).toEqual([]);
  });

  it('still sends an account (security) notice, whatever the user chose meanwhile', async () => {
    const student = await aStudent();
    const subject = unique('Your password was changed');
    const chunk = await onTheLine(student, 'account', subject);
    const nothingByMail = Object.fromEntries(Object.keys(defaultPreferences).map((key) => [key, 'app']));
    expect((await call(student, 'PUT', '/notifications/preferences', nothingByMail)).status).toBe(200);

    await handChunkToSes(chunk);

    expect(await subjectsTo(student)).toEqual([subject]);
  });

  /** Staff move the student to a new address while the mail waits on the line. */
  async function movedMeanwhile(student: SignedIn) {
    const admin = await signedInAs('admin');
    const newEmail = uniqueEmail('moved');
    expect((await call(admin, 'PUT', `/students/${student.user.id}`, { email: newEmail })).status).toBe(200);
    return newEmail;
  }

  it('sends an optional notice to the address the user has when it goes, not the one it was filed with', async () => {
    const student = await aStudent();
    const subject = unique('Water off on Saturday');
    const chunk = await onTheLine(student, 'announcements', subject);
    const newEmail = await movedMeanwhile(student);

    await handChunkToSes(chunk);

    expect((await mailTo(newEmail)).map((mail) => mail.subject)).toEqual([subject]);
    expect(await subjectsTo(student)).toEqual([]);
  });

  it('sends an account notice to the address it was filed with, where the account was when it happened', async () => {
    const student = await aStudent();
    const subject = unique('Your password was changed');
    const chunk = await onTheLine(student, 'account', subject);
    const newEmail = await movedMeanwhile(student);

    await handChunkToSes(chunk);

    expect(await subjectsTo(student)).toEqual([subject]);
    expect((await mailTo(newEmail)).map((mail) => mail.subject)).not.toContain(subject);
  });
});
