import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiBase } from '#contract/app-paths';
import { unsubscribePath } from '#contract/link-tokens';
import * as messages from '#contract/messages';
import {
  categoryLabels,
  isChoosable,
  unsubscribeApiPath,
  unsubscribeClaims,
  type ChoosableCategory,
  type NoticeCategory,
} from '#contract/notifications';
import { turnCategoryMailOff } from '../../data/notifications.ts';
import { env } from '../../platform/env.ts';
import { HttpError, badRequest } from '../../platform/errors.ts';
import type { Mail } from '../../platform/mail.ts';
import { sessionSecret } from '../../platform/secrets.ts';
import { managementLink, withFootLink } from './templates/layout.ts';

/**
 * One-click unsubscribe (docs/spec.md §18, RFC 8058, decision 0100): a notice's mail of a category its
 * user may turn to the app only carries a link that turns exactly that, for exactly that user, without
 * a sign-in. The link is signed, not stored: an announcement to everyone mails thousands at once, and a
 * stored token each would be thousands more writes for links hardly anyone uses.
 */

/**
 * A year: a mail provider posts the link whenever its user presses "Unsubscribe" on a mail, however old
 * (Gmail offers it on any mail in the inbox), and a link that no longer works is answered with the spam
 * button instead. What a leaked link can do is turn one category's mail off, which its user sees in My
 * Profile and turns back; the year bounds how long links of an address its owner has left keep working.
 */
export const unsubscribeLifetimeSeconds = 365 * 24 * 60 * 60;

let key: Promise<Buffer> | undefined;

/**
 * The links' own key, derived from the functions' signing secret rather than a second secret to store
 * and rotate: an HMAC of a fixed label, so no session token's signature is ever an unsubscribe link's
 * and a link's signature says nothing of the session key.
 */
const unsubscribeKey = () =>
  (key ??= sessionSecret().then((secret) =>
    createHmac('sha256', secret).update('hostel unsubscribe links v1').digest(),
  ));

const signatureOf = async (signed: string) =>
  createHmac('sha256', await unsubscribeKey())
    .update(signed)
    .digest();

/** A token for `userId`'s mail of `category`, good for a year from `now` (ms). */
export async function unsubscribeToken(
  userId: string,
  category: ChoosableCategory,
  now = Date.now(),
): Promise<string> {
  const signed = `${userId}.${category}.${Math.floor(now / 1000) + unsubscribeLifetimeSeconds}`;
  return `${signed}.${(await signatureOf(signed)).toString('base64url')}`;
}

/**
 * The user and category a token names, once its signature holds: anything altered, forged or naming a
 * category that is not the user's to turn off is 400; a genuine token past its year is 410.
 */
export async function readUnsubscribeToken(token: string, now = Date.now()) {
  const claims = unsubscribeClaims(token);
  if (!claims) throw badRequest(messages.notifications.unsubscribeInvalid);
  const given = Buffer.from(token.slice(claims.signed.length + 1), 'base64url');
  const expected = await signatureOf(claims.signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw badRequest(messages.notifications.unsubscribeInvalid);
  if (claims.expiresAt * 1000 <= now) throw new HttpError(410, messages.notifications.unsubscribeExpired);
  return { userId: claims.userId, category: claims.category };
}

/**
 * Turns a token's category to the app only for its user; the same again changes nothing. A link of an
 * account deleted since writes nothing and gets the same answer (decision 0100): no mail goes to that
 * account any more, so it is true, and the link tells whoever holds it nothing of the account.
 */
export async function unsubscribe(token: string): Promise<{ message: string }> {
  const { userId, category } = await readUnsubscribeToken(token);
  await turnCategoryMailOff(userId, category);
  return { message: messages.notifications.unsubscribed(categoryLabels[category].toLowerCase()) };
}

/**
 * A notice's mail as it goes to SES: for a category the user may turn off, with the one-click pair of
 * headers (the address a provider posts to) and a footer line linking to the confirm page (where a person
 * presses a button: a GET changes nothing, since link scanners fetch them). `account` mail goes as it is.
 */
export async function withUnsubscribe(mail: Mail, userId: string, category: NoticeCategory): Promise<Mail> {
  if (!isChoosable(category)) return mail;
  const token = await unsubscribeToken(userId, category);
  const oneClick = new URL(`${apiBase}${unsubscribeApiPath(token)}`, env().PUBLIC_ORIGIN).href;
  const footed = withFootLink(mail, 'Do not want these by email?', {
    label: `Stop emails about ${categoryLabels[category].toLowerCase()}`,
    url: managementLink(unsubscribePath(token)),
  });
  return {
    ...footed,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
