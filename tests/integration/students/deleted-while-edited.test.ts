import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { changeEmail, getUserById } from '../../../functions/data/users.ts';
import { uniqueEmail } from '../../support/auth.ts';
import { aStudent, call, studentProfile } from '../../support/hostel.ts';
import { beforeTheTransaction } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const aNumber = () => `UG/${2020 + randomInt(6)}/${randomInt(10_000_000, 99_999_999)}`;

/** Staff add a student through the API, so the claims they hold are the ones staff's create writes. */
async function added(admin: SignedIn, email: string, studentIdNumber: string) {
  const response = await call(admin, 'POST', '/students', {
    ...studentProfile('male'),
    fullName: 'Kwame Asante',
    email,
    password: 'Hostel-Kx7pQ2mZa9',
    studentIdNumber,
  });
  expect(response.status).toBe(201);
  return response.body.student as { id: string };
}

/** Runs `meanwhile` after DELETE /students/{id} read the student, before its transaction is sent. */
const beforeTheDeletion = (studentId: string, meanwhile: () => Promise<unknown>) =>
  beforeTheTransaction((command) => {
    const items = command.input.TransactItems ?? [];
    return items.some((item) => item.Delete?.Key?.PK === `USER#${studentId}`);
  }, meanwhile);

describe('deleting a student edited meanwhile (claims stay with live accounts)', () => {
  it('refuses the deletion when staff changed the email and number after it read them, and frees both on retry', async () => {
    const admin = await signedInAs('admin');
    const student = await added(admin, uniqueEmail('before'), aNumber());
    const [email, number] = [uniqueEmail('after'), aNumber()];
    beforeTheDeletion(student.id, async () =>
      expect(
        (await call(admin, 'PUT', `/students/${student.id}`, { email, studentIdNumber: number })).status,
      ).toBe(200),
    );

    const deleted = await call(admin, 'DELETE', `/students/${student.id}`);

    expect([deleted.status, deleted.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect(await getUserById(student.id)).toMatchObject({ email, studentIdNumber: number });
    expect((await call(admin, 'DELETE', `/students/${student.id}`)).status).toBe(200);
    await added(admin, email, number);
  });

  it('refuses the deletion when the student confirmed a new address after it read the old one', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const moved = uniqueEmail('confirmed');
    beforeTheDeletion(student.user.id, async () =>
      expect(await changeEmail((await getUserById(student.user.id))!, moved)).toBe(true),
    );

    const deleted = await call(admin, 'DELETE', `/students/${student.user.id}`);

    expect([deleted.status, deleted.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect((await getUserById(student.user.id))?.email).toBe(moved);
    expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(200);
    await added(admin, moved, aNumber());
  });

  it('leaves the old address’s claim to the student who took it meanwhile', async () => {
    const admin = await signedInAs('admin');
    const old = uniqueEmail('old');
    const student = await added(admin, old, aNumber());
    beforeTheDeletion(student.id, async () => {
      await call(admin, 'PUT', `/students/${student.id}`, { email: uniqueEmail('new') });
      await added(admin, old, aNumber());
    });

    expect((await call(admin, 'DELETE', `/students/${student.id}`)).status).toBe(409);

    const again = await call(admin, 'POST', '/students', {
      ...studentProfile('male'),
      fullName: 'Ama Mensah',
      email: old,
      password: 'Hostel-Kx7pQ2mZa9',
    });
    expect([again.status, again.body.message]).toEqual([409, messages.students.emailTaken]);
    expect(again.body.errors).toEqual({ email: messages.students.emailTaken });
  });
});
