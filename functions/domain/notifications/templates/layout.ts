import { appBasename } from '#contract/app-paths';
import { brand } from '#contract/brand';
import { env } from '../../../platform/env.ts';
import { hostelTimeZone } from '../../../platform/hostel-time.ts';
import type { Mail } from '../../../platform/mail.ts';

/** A link into the management app, on the site's public origin. */
export const managementLink = (path: string) => new URL(`${appBasename}${path}`, env().PUBLIC_ORIGIN).href;

/** A calendar day (YYYY-MM-DD) as mail says it: "March 5, 2027". */
export const longDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A moment (ISO time) as mail says it, on the hostel's clock and naming its zone (decision 0111):
 * "Friday, March 5, 2027 at 2:30 PM GMT". A student reads it as the desk's clock shows it.
 */
export const momentAtHostel = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: hostelTimeZone(),
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** Where a browser was, as mail names it: the address the edge saw ("the address 203.0.113.7"). */
export const describeClient = (client: { ip: string }) =>
  client.ip ? `the address ${client.ip}` : 'an unknown address';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  lines: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after: string[];
}

/**
 * Every account email in one shape: the hostel's name, a greeting, a few paragraphs and at most one
 * button, as HTML with inline styles (mail clients drop style sheets) and as the same words in text.
 */
export function composeMail(content: MailContent): Mail {
  const { to, greeting, lines, action, after } = content;
  // A subject is one header line: a line break typed into a name it quotes must not start another.
  const subject = content.subject.replace(/\s*[\r\n]+\s*/g, ' ');
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font:16px/1.5 Arial,sans-serif;color:#111">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(brand.name)}</h1>
${paragraph(greeting)}${lines.map(paragraph).join('')}${button}${after.map(paragraph).join('')}
<p style="margin:32px 0 0;font-size:13px;color:#555">${escapeHtml(brand.name)} &middot; ${escapeHtml(brand.tagline)}</p>
${mailEnd}`;
  const text = [
    brand.name,
    '',
    greeting,
    '',
    ...lines.flatMap((line) => [line, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...after.flatMap((line) => [line, '']),
    `${brand.name} - ${brand.tagline}`,
  ].join('\n');
  return { to, subject, html, text };
}

/** How every composed mail's HTML ends: a line added after it is composed goes just before. */
const mailEnd = '</div></body></html>';

/**
 * A composed mail with one more small line at its foot, after the hostel's name, in both its HTML and
 * its text: `before` then a link. The unsubscribe footer of a notice's mail is added so, as it is sent
 * (domain/notifications/unsubscribe.ts), not where the notice was written.
 */
export function withFootLink(mail: Mail, before: string, link: { label: string; url: string }): Mail {
  const line = `<p style="margin:8px 0 0;font-size:13px;color:#555">${escapeHtml(before)} <a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>\n`;
  const end = mail.html.lastIndexOf(mailEnd);
  const html = end === -1 ? mail.html + line : mail.html.slice(0, end) + line + mail.html.slice(end);
  return { ...mail, html, text: `${mail.text}\n\n${before} ${link.label}: ${link.url}` };
}
