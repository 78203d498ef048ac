import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseUrl, beforeAll, demoAccount, describe, expect, it } from '../support/fixture.ts';
import { lineBreaks, sidewaysScroll } from '../support/layout.ts';
import { staffPathOf } from '../support/screens.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { newStudentDetails } from './support.ts';

/**
 * A long address wraps where a reader expects it to (components/ui/email-address.tsx): after its @ and
 * before a dot, never inside a part, at a hyphen or mid-word, on the screens where it sits in a narrow
 * box: a student's profile as staff see it, My Profile, a maintenance request, the admins list.
 */

const id = randomUUID().slice(0, 6);
/** Wider than a 1280 px summary card and a phone, with a hyphen in each half. */
const student = {
  ...newStudentDetails(),
  email: `akosua.adomako-mensah.graduate${id}@students.university-of-ghana.example.edu`,
  fullName: 'Akosua Adomako-Mensah',
};
const longAdmin = {
  fullName: 'Adwoa Serwaa Boatemaa-Mensah',
  email: `adwoa.serwaa.boatemaa-mensah.${id}@northgate-residences.example`,
  role: 'admin',
};
let studentId: string;

beforeAll(async () => {
  const staff = await superAdminCalls();
  studentId = (await staff<{ student: { id: string } }>('POST', '/students', student)).student.id;
  await staff('POST', '/super-admin/admins', longAdmin);
});

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 812 } };
const wrapsWell = (found: string) => found.startsWith('@|') || found.endsWith('|.');

/** Every place in sight that shows the address, each with where its lines break: one at least wraps. */
async function wrapsOf(page: Page, address: string) {
  const visible = page.getByText(address, { exact: true }).filter({ visible: true });
  await visible.first().waitFor();
  const shown = await visible.all();
  const breaks = await Promise.all(shown.map(lineBreaks));
  expect(breaks.flat().length, 'a long address that never wraps tests nothing').toBeGreaterThan(0);
  return breaks;
}

describe('a long email address', () => {
  it.for([
    ['1280 px', desktop],
    ['375 px', phone],
  ] as const)(
    "wraps only after its @ and before a dot on a student's profile as staff see it, at %s",
    async ([, size], { signedInPage }) => {
      const page = await signedInPage(demoAccount('admin'), { ...size, at: `/admin/students/${studentId}` });
      await page.getByRole('heading', { level: 1, name: student.fullName }).waitFor();
      for (const breaks of await wrapsOf(page, student.email))
        expect(breaks.filter((b) => !wrapsWell(b))).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
    },
  );

  it('wraps only after its @ and before a dot on a phone: My Profile, and a repair its owner reported', async ({
    signedInPage,
  }) => {
    const own = await signedInPage(student, { ...phone, at: '/student/profile' });
    await own.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    const onProfile = await wrapsOf(own, student.email);
    expect(onProfile.length, 'the header, the account and the change of email').toBe(3);
    for (const breaks of onProfile) expect(breaks.filter((b) => !wrapsWell(b))).toEqual([]);
    expect(await sidewaysScroll(own)).toBe(0);

    await own.goto(`${baseUrl}/management/student/maintenance/new`);
    await own.getByLabel('What kind of problem?').selectOption('furniture');
    await own.getByLabel('Which common area?').fill('Study room');
    await own.getByLabel('What is wrong?').fill('A chair has lost a leg.');
    await own.getByRole('button', { name: 'Send the request' }).click();
    await own.waitForURL(/\/management\/student\/maintenance\/[0-9a-f]{24}$/);
    const staff = await signedInPage(demoAccount('admin'), { ...phone, at: staffPathOf(own) });
    await staff.getByRole('heading', { level: 1, name: 'Furniture: Study room' }).waitFor();
    for (const breaks of await wrapsOf(staff, student.email))
      expect(breaks.filter((b) => !wrapsWell(b))).toEqual([]);
    expect(await sidewaysScroll(staff)).toBe(0);
  });

  it('wraps only after its @ and before a dot in the admins list on a phone', async ({ signedInPage }) => {
    const page = await signedInPage(demoAccount('super_admin'), {
      ...phone,
      at: '/admin/super/admin-management',
    });
    await page.getByRole('heading', { level: 1, name: 'Admin Management' }).waitFor();
    for (const breaks of await wrapsOf(page, longAdmin.email))
      expect(breaks.filter((b) => !wrapsWell(b))).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
  });

  it('keeps the comma after it on the address’s last line, whatever the width of the sentence', async ({
    newPage,
  }) => {
    const page = await newPage(phone);
    const address = `nobody.${id}@northgate.example`;
    await page.goto(`${baseUrl}/management/forgot-password`);
    await page.getByLabel('Email').fill(address);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const sentence = page
      .locator('p')
      .filter({ hasText: `If an account exists for ${address}, we have sent` });
    await sentence.waitFor();
    // Every width from one where the address alone fills a line to the phone's: somewhere the line ends
    // just after the address, where the comma once started the next line on its own.
    const starts: string[] = [];
    for (let width = 160; width <= 300; width += 1) {
      await sentence.evaluate((element, px) => (element.style.width = `${px}px`), width);
      starts.push(
        ...(await lineBreaks(sentence)).filter((at) => /\|,/.test(at)).map((at) => `${width}: ${at}`),
      );
    }
    expect(starts).toEqual([]);
  });
});
