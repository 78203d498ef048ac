import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { getUserById } from '../../../functions/data/users.ts';
import { aStudent, call, studentProfile } from '../../support/hostel.ts';
import { pdfPages, responseBytes } from '../../support/pdf-text.ts';
import { signedInAs } from '../../support/sessions.ts';

const m = messages.students;

/** A number no other test uses, in the university's form. */
const aNumber = () => `UG/${2020 + randomInt(6)}/${randomInt(10_000_000, 99_999_999)}`;

const newStudent = (email: string, extra: Record<string, unknown> = {}) => ({
  ...studentProfile('male'),
  fullName: 'Kwame Asante',
  email,
  password: 'Hostel-Kx7pQ2mZa9',
  ...extra,
});

const anEmail = () => `kwame.${randomInt(1_000_000_000)}@example.edu`;

describe('the student ID number', () => {
  it('is stored in capitals when staff add a student, with the guardian relationship', async () => {
    const admin = await signedInAs('admin');
    const number = aNumber();

    const response = await call(
      admin,
      'POST',
      '/students',
      newStudent(anEmail(), {
        studentIdNumber: ` ${number.toLowerCase()} `,
        guardianRelationship: 'sponsor',
      }),
    );

    expect(response.status).toBe(201);
    expect(response.body.student).toMatchObject({ studentIdNumber: number, guardianRelationship: 'sponsor' });
    const shown = await call(admin, 'GET', `/students/${response.body.student.id}`);
    expect(shown.body.student).toMatchObject({ studentIdNumber: number, guardianRelationship: 'sponsor' });
  });

  it('refuses a second student with the same number, in any case, and makes no account', async () => {
    const admin = await signedInAs('admin');
    const number = aNumber();
    await call(admin, 'POST', '/students', newStudent(anEmail(), { studentIdNumber: number }));
    const email = anEmail();

    const taken = await call(
      admin,
      'POST',
      '/students',
      newStudent(email, { studentIdNumber: number.toLowerCase() }),
    );

    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(m.studentIdNumberTaken);
    // On the field to correct, where the form says it (decision 0113).
    expect(taken.body.errors).toEqual({ studentIdNumber: m.studentIdNumberTaken });
    const search = await call(admin, 'GET', `/students?search=${encodeURIComponent(email)}`);
    expect(search.body.students).toEqual([]);
  });

  it('refuses a malformed number with the rule in words', async () => {
    const admin = await signedInAs('admin');

    const response = await call(
      admin,
      'POST',
      '/students',
      newStudent(anEmail(), { studentIdNumber: 'UG 2023 !' }),
    );

    expect(response.status).toBe(400);
    expect(response.body.errors.studentIdNumber).toBe(m.studentIdNumberInvalid);
  });

  it('refuses a guardian relationship outside the list', async () => {
    const admin = await signedInAs('admin');

    const response = await call(
      admin,
      'POST',
      '/students',
      newStudent(anEmail(), { guardianRelationship: 'neighbour' }),
    );

    expect(response.status).toBe(400);
    expect(response.body.errors.guardianRelationship).toBe(messages.auth.guardianRelationshipInvalid);
  });

  it('lets a student give their own number on My Profile, and refuses one another student holds', async () => {
    const first = await aStudent();
    const second = await aStudent();
    const number = aNumber();
    const own = await call(first, 'PUT', `/students/${first.user.id}`, {
      studentIdNumber: number,
      guardianRelationship: 'parent',
    });
    expect(own.status).toBe(200);
    expect(own.body.student).toMatchObject({ studentIdNumber: number, guardianRelationship: 'parent' });

    const taken = await call(second, 'PUT', `/students/${second.user.id}`, { studentIdNumber: number });

    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(m.studentIdNumberTaken);
    expect((await getUserById(second.user.id))?.studentIdNumber).toBeUndefined();
  });

  it('frees the old number when it changes, so another student can then take it', async () => {
    const first = await aStudent();
    const second = await aStudent();
    const [old, next] = [aNumber(), aNumber()];
    await call(first, 'PUT', `/students/${first.user.id}`, { studentIdNumber: old });

    await call(first, 'PUT', `/students/${first.user.id}`, { studentIdNumber: next });
    const reused = await call(second, 'PUT', `/students/${second.user.id}`, { studentIdNumber: old });

    expect(reused.status).toBe(200);
    const stillHeld = await call(second, 'PUT', `/students/${second.user.id}`, { studentIdNumber: next });
    expect(stillHeld.status).toBe(409);
  });

  it('clears a number and a relationship given as empty, and frees the number', async () => {
    const first = await aStudent();
    const second = await aStudent();
    const number = aNumber();
    await call(first, 'PUT', `/students/${first.user.id}`, {
      studentIdNumber: number,
      guardianRelationship: 'sibling',
    });

    const cleared = await call(first, 'PUT', `/students/${first.user.id}`, {
      studentIdNumber: '',
      guardianRelationship: '',
    });

    expect(cleared.body.student).toMatchObject({ studentIdNumber: null, guardianRelationship: null });
    const record = await getUserById(first.user.id);
    expect(record).not.toHaveProperty('studentIdNumber');
    expect(record).not.toHaveProperty('guardianRelationship');
    expect(
      (await call(second, 'PUT', `/students/${second.user.id}`, { studentIdNumber: number })).status,
    ).toBe(200);
  });

  it("frees a deleted student's number", async () => {
    const admin = await signedInAs('admin');
    const number = aNumber();
    const created = await call(
      admin,
      'POST',
      '/students',
      newStudent(anEmail(), { studentIdNumber: number }),
    );
    expect((await call(admin, 'DELETE', `/students/${created.body.student.id}`)).status).toBe(200);

    const again = await call(admin, 'POST', '/students', newStudent(anEmail(), { studentIdNumber: number }));

    expect(again.status).toBe(201);
  });

  it('reads a student made before the fields existed as having neither', async () => {
    const student = await aStudent();

    const response = await call(student, 'GET', '/auth/me');

    expect(response.body.user).toMatchObject({ studentIdNumber: null, guardianRelationship: null });
  });

  it('prints the number and the relationship on the student profile PDF, N/A when missing', async () => {
    const admin = await signedInAs('admin');
    const student = {
      fullName: 'Ama Boateng',
      studentIdNumber: 'UG/2023/04512',
      guardianName: 'Yaw Boateng',
      guardianRelationship: 'otherRelative',
    };

    const response = await call(admin, 'POST', '/export/student/pdf', { student, bookings: [] });
    const bare = await call(admin, 'POST', '/export/student/pdf', {
      student: { fullName: 'Kofi Owusu' },
      bookings: [],
    });

    const text = (await pdfPages(responseBytes(response.raw))).join('\n');
    expect(text).toContain('UG/2023/04512');
    expect(text).toContain('Other relative');
    const bareText = (await pdfPages(responseBytes(bare.raw))).join('\n');
    expect(bareText).toMatch(/STUDENT ID NUMBER\s*N\/A/);
  });
});
