import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../functions/route-table.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { noticePreferencesKey } from '../../../functions/data/keys.ts';
import { preferencesOf } from '../../../functions/data/notifications.ts';
import { unsubscribeToken } from '../../../functions/domain/notifications/unsubscribe.ts';
import { accountNotice, tellOfCommitted } from '../../../functions/domain/notifications/notices.ts';
import { passwordChangedMail } from '../../../functions/domain/notifications/templates/password-changed.ts';
import { invoke } from '../../support/invoke.ts';
import { announcementsOf } from '../../support/announcements.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { headerOf, mailAbout, mailTo, unsubscribeTokenIn } from '../../support/mail.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { viewerAt } from '../../support/viewer.ts';

/**
 * One-click unsubscribe (docs/spec.md §18, RFC 8058): every mail of a category its user may turn to the
 * app only carries List-Unsubscribe and List-Unsubscribe-Post and a footer link; a POST to the link,
 * as a mail provider sends it (a form body, no cookies), is the same as choosing "In the app only" for
 * that category. Nothing else: no other user, no other category, no account mail.
 */
const mailProvider = viewerAt('127.0.0.41');
const oneClickBody = 'List-Unsubscribe=One-Click';
const unique = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;
const invalidLink = {
  message: 'This unsubscribe link is not valid. Choose which notifications reach you by email in My Profile.',
};
const expiredLink = {
  message: 'This unsubscribe link has expired. Choose which notifications reach you by email in My Profile.',
};

/** A resident of a block of their own, so an announcement to the block reaches them alone. */
async function residentOfABlock() {
  const block = unique('U');
  const room = await aRoom({ block, capacity: 1 });
  const student = await aStudent();
  await book(student, room);
  return { student, block };
}

async function announce(admin: SignedIn, block: string, title = unique('Water off ')) {
  const response = await call(admin, 'POST', '/announcements', {
    title,
    text: 'Tuesday 9 to 12.',
    audience: { kind: 'block', block },
  });
  expect(response.status).toBe(201);
  return title;
}

const oneClick = (token: string, contentType = 'application/x-www-form-urlencoded') =>
  mailProvider.post(`/api/notifications/unsubscribe/${encodeURIComponent(token)}`, oneClickBody, {
    'content-type': contentType,
  });

describe('the mail of an optional category', () => {
  it('carries the one-click headers and a footer link to the confirm page, naming the same token', async () => {
    const { student, block } = await residentOfABlock();
    const admin = await signedInAs('admin');
    const title = await announce(admin, block);

    const mail = await mailAbout(student.user.email, title);

    const header = headerOf(mail, 'List-Unsubscribe');
    expect(header).toMatch(/^<https?:\/\/[^>]+\/api\/notifications\/unsubscribe\/[\w.%-]+>$/);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = unsubscribeTokenIn(mail);
    expect(header).toContain(`/api/notifications/unsubscribe/${encodeURIComponent(token)}>`);
    expect(mail.text).toMatch(/Stop emails about announcements: \S+\/management\/unsubscribe#token=/);
    expect(mail.html).toContain('/management/unsubscribe#token=');
    expect(token).toContain(student.user.id);
  });
});

describe('account and sign-in mail', () => {
  it('a reset link carries neither the headers nor the footer', async () => {
    const student = await aStudent();
    await invoke({
      method: 'POST',
      path: '/api/auth/forgot-password',
      body: { email: student.user.email },
      sourceIp: '127.0.0.42',
    });

    const mail = await mailAbout(student.user.email, 'Reset your');

    expect(mail.headers).toEqual([]);
    expect(mail.text).not.toMatch(/unsubscribe/i);
  });

  it('a security notice of the account category carries neither', async () => {
    const student = await aStudent();
    const sent = passwordChangedMail({ to: student.user.email, fullName: student.user.fullName });
    await tellOfCommitted([accountNotice(student.user, sent)]);

    const mail = await mailAbout(student.user.email, 'password was changed');

    expect(mail.headers).toEqual([]);
    expect(mail.text).not.toMatch(/unsubscribe/i);
  });
});

describe('a one-click POST from a mail provider', () => {
  it('turns that category to the app only: a later announcement is in the app and not mailed', async () => {
    const { student, block } = await residentOfABlock();
    const admin = await signedInAs('admin');
    const token = unsubscribeTokenIn(await mailAbout(student.user.email, await announce(admin, block)));

    const response = await oneClick(token);

    expect(response.status).toBe(200);
    expect(await preferencesOf(student.user.id)).toMatchObject({
      announcements: 'app',
      bookings: 'app-and-mail',
      maintenance: 'app-and-mail',
    });
    const later = await announce(admin, block);
    expect(await announcementsOf(student)).toContain(later);
    expect((await mailTo(student.user.email)).map((mail) => mail.subject)).not.toContain(later);
  });

  it('is idempotent, keeps the other choices, and takes a multipart body too', async () => {
    const student = await aStudent();
    const saved = { ...(await preferencesOf(student.user.id)), payments: 'app' as const };
    expect((await call(student, 'PUT', '/notifications/preferences', saved)).status).toBe(200);
    const token = await unsubscribeToken(student.user.id, 'maintenance');

    expect((await oneClick(token)).status).toBe(200);
    const boundary = 'provider-boundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const again = await mailProvider.post(
      `/api/notifications/unsubscribe/${encodeURIComponent(token)}`,
      multipart,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );

    expect(again.status).toBe(200);
    expect(await preferencesOf(student.user.id)).toEqual({ ...saved, maintenance: 'app' });
  });

  it('works for a user who never saved a choice, leaving the other categories at their default', async () => {
    const student = await aStudent();
    const token = await unsubscribeToken(student.user.id, 'bookings');

    expect((await oneClick(token)).status).toBe(200);

    const preferences = await preferencesOf(student.user.id);
    expect(preferences.bookings).toBe('app');
    expect(Object.entries(preferences).filter(([, choice]) => choice === 'app')).toEqual([
      ['bookings', 'app'],
    ]);
  });

  it('is the same call the confirm page makes: a POST with no body and no cookies', async () => {
    const student = await aStudent();
    const token = await unsubscribeToken(student.user.id, 'waitlist');

    const response = await mailProvider.post(`/api/notifications/unsubscribe/${encodeURIComponent(token)}`);

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('You will no longer get emails about waitlist offers.');
    expect((await preferencesOf(student.user.id)).waitlist).toBe('app');
  });
});

describe('a one-click POST for an account removed since its mail was sent', () => {
  it('writes nothing, and answers as for any account: the link tells nobody the account is gone', async () => {
    const student = await aStudent();
    const token = await unsubscribeToken(student.user.id, 'announcements');
    const admin = await signedInAs('admin');
    expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(200);

    const response = await oneClick(token);

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('You will no longer get emails about announcements.');
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: noticePreferencesKey(student.user.id) }),
    );
    expect(Item).toBeUndefined();
  });
});

describe('a GET of the one-click address (a link scanner, an older mail client)', () => {
  it('changes nothing and sends the browser to the confirm page', async () => {
    const student = await aStudent();
    const token = await unsubscribeToken(student.user.id, 'announcements');

    const response = await invoke({
      method: 'GET',
      path: `/api/notifications/unsubscribe/${encodeURIComponent(token)}`,
    });

    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`/management/unsubscribe#token=${encodeURIComponent(token)}`);
    expect((await preferencesOf(student.user.id)).announcements).toBe('app-and-mail');
  });
});

describe('a link that is not one the hostel sent', () => {
  it('naming another user with the first user’s signature is refused, and neither changes', async () => {
    const [holder, victim] = [await aStudent(), await aStudent()];
    const token = await unsubscribeToken(holder.user.id, 'announcements');

    const response = await oneClick(token.replace(holder.user.id, victim.user.id));

    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidLink);
    expect((await preferencesOf(victim.user.id)).announcements).toBe('app-and-mail');
    expect((await preferencesOf(holder.user.id)).announcements).toBe('app-and-mail');
  });

  it('naming another category with the same signature is refused', async () => {
    const student = await aStudent();
    const token = await unsubscribeToken(student.user.id, 'announcements');

    const response = await oneClick(token.replace('.announcements.', '.payments.'));

    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidLink);
    expect(await preferencesOf(student.user.id)).toMatchObject({
      announcements: 'app-and-mail',
      payments: 'app-and-mail',
    });
  });

  it('with a later expiry, a forged signature or no signature is refused', async () => {
    const student = await aStudent();
    const token = await unsubscribeToken(student.user.id, 'bookings');
    const [userId, category, expiresAt, signature] = token.split('.');
    const forged = [
      [userId, category, Number(expiresAt) + 86_400, signature].join('.'),
      [userId, category, expiresAt, randomBytes(32).toString('base64url')].join('.'),
      [userId, category, expiresAt].join('.'),
      'not-a-token',
    ];

    for (const each of forged) {
      const response = await oneClick(each);
      expect(response.status, each).toBe(400);
      expect(response.body).toEqual(invalidLink);
    }
    expect((await preferencesOf(student.user.id)).bookings).toBe('app-and-mail');
  });

  it('signed for the account category, which is not the user’s to turn off, is refused', async () => {
    const student = await aStudent();
    const token = await unsubscribeToken(student.user.id, 'account' as never);

    const response = await oneClick(token);

    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidLink);
  });

  it('that has expired is refused with 410 and says where to choose instead', async () => {
    const student = await aStudent();
    const twoYearsAgo = Date.now() - 2 * 365 * 86_400_000;
    const token = await unsubscribeToken(student.user.id, 'announcements', twoYearsAgo);

    const response = await oneClick(token);

    expect(response.status).toBe(410);
    expect(response.body).toEqual(expiredLink);
    expect((await preferencesOf(student.user.id)).announcements).toBe('app-and-mail');
  });
});

describe('the edge rules', () => {
  it('only the one-click route takes a body that is not JSON', () => {
    expect(routes.filter((route) => route.oneClick).map((route) => `${route.method} ${route.path}`)).toEqual([
      'POST /notifications/unsubscribe/{token}',
    ]);
  });

  it('a cross-site form post to the preferences is still refused', async () => {
    const student = await aStudent();
    const response = await mailProvider.send('PUT', `${student.base}/notifications/preferences`, {
      body: oneClickBody,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: student.cookies.join('; ') },
    });
    expect(response.status).toBe(415);
  });
});
