import type { StoredMail } from '../../infra/local/mail.ts';
import { jobsSettled } from './jobs.ts';

type ListedMail = Omit<StoredMail, 'from'>;

/**
 * The mail the handlers sent in this integration test file, newest first, read from the local SES
 * stand-in that tests/integration/setup.ts starts (the functions' SES_ENDPOINT).
 */
export async function sentMail(): Promise<ListedMail[]> {
  // Much mail goes out after the answer, through the jobs queue: wait for it to drain first.
  await jobsSettled();
  const response = await fetch(new URL('/_dev/mail.json', process.env.SES_ENDPOINT));
  return (await response.json()) as ListedMail[];
}

/** The mail sent to one address, newest first. */
export async function mailTo(address: string): Promise<ListedMail[]> {
  return (await sentMail()).filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** The newest mail to the address; fails the test when there is none. */
export async function lastMailTo(address: string): Promise<ListedMail> {
  const [mail] = await mailTo(address);
  if (!mail) throw new Error(`No mail was sent to ${address}`);
  return mail;
}

/**
 * The newest mail to the address whose subject has these words; fails the test when there is none. Mail
 * goes out through the jobs queue, which keeps no order between two requests' mail (a booking's
 * confirmation may arrive after the check-in's notice), so a test names the mail it is about.
 */
export async function mailAbout(address: string, subject: string): Promise<ListedMail> {
  const mail = (await mailTo(address)).find((each) => each.subject.includes(subject));
  if (!mail) throw new Error(`No mail about "${subject}" was sent to ${address}`);
  return mail;
}

const linkPatterns = {
  'verify-email': /\/management\/verify-email\/confirm#token=([\w%-]+)/,
  'reset-password': /\/management\/reset-password#token=([\w%-]+)/,
  'confirm-email': /\/management\/confirm-email#token=([\w%-]+)/,
};

/** A header of a mail as SES was given it (the local stand-in keeps them), by its case-blind name. */
export function headerOf(mail: ListedMail, name: string): string | undefined {
  return mail.headers.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;
}

/** The token of a mail's unsubscribe footer link (docs/spec.md §18). */
export function unsubscribeTokenIn(mail: ListedMail): string {
  const match = /\/management\/unsubscribe#token=([\w.%-]+)/.exec(mail.text);
  if (!match) throw new Error(`No unsubscribe link in the mail "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}

/** The token in the fragment of the first link of its kind in a mail's text. */
export function tokenIn(mail: ListedMail, kind: keyof typeof linkPatterns): string {
  const match = linkPatterns[kind].exec(mail.text);
  if (!match) throw new Error(`No ${kind} link in the mail "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}
