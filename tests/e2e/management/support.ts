import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { entryOf, writeEntries, type NewEntry } from '../../../functions/data/ledger.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { expect } from '../support/fixture.ts';
import type { superAdminTab } from '../support/staff-session.ts';

/** A student this test owns: registered and verified through the API, so no test shares its data. */
export interface TestStudent {
  email: string;
  password: string;
  fullName: string;
}

interface ListedMail {
  to: string[];
  subject: string;
  text: string;
  createdAt: string;
}

export function newStudentDetails(
  gender: 'male' | 'female' = 'female',
): TestStudent & Record<string, string> {
  const id = randomUUID().slice(0, 8);
  const password = `Hostel!${id}7A`;
  return {
    email: `e2e-${id}@example.com`,
    password,
    confirmPassword: password,
    fullName: `Test Student ${id}`,
    gender,
    phoneNumber: '+233201234567',
    dateOfBirth: '2004-05-06',
    programmeOfStudy: 'BSc Civil Engineering',
    level: '100',
    guardianName: 'Guardian Tester',
    guardianPhoneNumber: '0241234567',
  };
}

/** The newest mail sent to an address (with that subject, when given), waiting a little for it to arrive. */
export async function lastMailTo(baseUrl: string, address: string, subject?: string): Promise<ListedMail> {
  // Mail is sent by the jobs worker after the request has answered: let the queue drain first, or an
  // older mail to the address would pass for the one just asked for.
  await jobsSettled(baseUrl);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const mails = (await (await fetch(`${baseUrl}/_dev/mail.json`)).json()) as ListedMail[];
    const found = mails
      .filter((mail) => mail.to.includes(address.toLowerCase()) && (!subject || mail.subject === subject))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail ${subject ? `"${subject}" ` : ''}was sent to ${address}`);
}

/** The first link in a mail's text whose path contains `fragment`. */
export function linkIn(mail: ListedMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No ${fragment} link in the mail "${mail.subject}"`);
  return link;
}

export async function registeredStudent(
  baseUrl: string,
  gender: 'male' | 'female' = 'female',
): Promise<TestStudent> {
  const details = newStudentDetails(gender);
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...details, role: 'student' }),
  });
  if (response.status !== 201)
    throw new Error(`Registration failed: ${response.status} ${await response.text()}`);
  // The account is made by the registration's job, after the answer.
  await jobsSettled(baseUrl);
  return details;
}

export async function verifiedStudent(
  baseUrl: string,
  gender: 'male' | 'female' = 'female',
): Promise<TestStudent> {
  const student = await registeredStudent(baseUrl, gender);
  const link = new URL(linkIn(await lastMailTo(baseUrl, student.email), '/verify-email/confirm#token='));
  const token = new URLSearchParams(link.hash.slice(1)).get('token');
  // A link verifies with the password chosen in its own registration (docs/spec.md §12).
  const response = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: student.password }),
  });
  if (!response.ok) throw new Error(`Verification failed: ${response.status}`);
  return student;
}

/**
 * Serious and critical accessibility problems on the page as it is now (axe-core). Toasts are left out:
 * caught mid-animation they are half transparent, which reads as low contrast.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default opens a blank page for every check to merge
  // cross-origin frames' results, which our screens do not have, and took half of each check's time.
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * One entry written straight to a student's ledger by the system, in GHS and counted in no period: what a
 * test needs the student to owe (a charge) or hold (a refund) before it starts.
 */
export async function entryWritten(
  studentId: string,
  entry: Pick<NewEntry, 'kind' | 'amount' | 'description' | 'dueDate'>,
): Promise<void> {
  await writeEntries([
    entryOf({
      studentId,
      currency: 'GHS',
      recordedBy: { id: 'system', role: 'system' },
      period: null,
      ...entry,
    }),
  ]);
}

/** Waits until the page shows a toast saying exactly `text`. */
export const toastShown = (page: Page, text: string) =>
  page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).waitFor();

/**
 * Starts keeping the words of every toast the page raises, as it appears (one may leave before the test
 * looks), until the page navigates; answers a way to read them.
 */
export async function toastsRaised(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { toastsRaised: seen });
    const toast = '[data-sonner-toast]';
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          // The first toast comes with the list that holds it.
          const toasts = node.matches(toast) ? [node] : [...node.querySelectorAll(toast)];
          seen.push(...toasts.map((element) => element.textContent ?? ''));
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsRaised: string[] }).toastsRaised);
}

/** Staff book the student into a room of their own, made for it; answers the room's number. */
export async function bookedByStaff(
  staff: Awaited<ReturnType<typeof superAdminTab>>,
  email: string,
  prefix: string,
): Promise<string> {
  const roomNumber = `${prefix}${randomUUID().slice(0, 4).toUpperCase()}`;
  const created = await staff('POST', '/rooms', {
    roomNumber,
    roomType: 'Single',
    capacity: 1,
    genderDesignation: 'mixed',
    status: 'available',
  });
  const room = ((await created.json()) as { room: { id: string } }).room;
  const booked = await staff('POST', '/bookings', {
    roomId: room.id,
    studentId: (await getUserByEmail(email))!.id,
    termsAgreed: true,
  });
  expect(booked.status).toBe(201);
  return roomNumber;
}

/**
 * One item of a desk dialog's condition report (check-in, check-out, the room left at a move): its
 * condition, a note, and a photo (the site's hero image), uploaded.
 */
export async function itemRecorded(item: Locator, condition: string, note: string): Promise<void> {
  await item.getByLabel('Condition').selectOption(condition);
  await item.getByLabel('Note').fill(note);
  await item.getByLabel('Add photos').setInputFiles({
    name: 'item.jpg',
    mimeType: 'image/jpeg',
    buffer: await readFile(join(import.meta.dirname, '../../../site/src/assets/hero.jpg')),
  });
  await item.getByRole('img', { name: 'Photo 1' }).waitFor();
}
