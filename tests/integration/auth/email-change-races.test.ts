import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { archivedBookingKey, emailKey } from '../../../functions/data/keys.ts';
import { getUserByEmail, getUserById } from '../../../functions/data/users.ts';
import { goodPassword, uniqueEmail, userWithPassword } from '../../support/auth.ts';
import { aRoom, book, call, studentProfile } from '../../support/hostel.ts';
import { invoke } from '../../support/invoke.ts';
import { lastMailTo } from '../../support/mail.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, signedInTab } from '../../support/sessions.ts';

/**
 * A link to a new address is used once: whatever races its confirmation short of someone taking the
 * address, the address moves (docs/spec.md §12).
 */
afterEach(() => {
  vi.restoreAllMocks();
});

const claimsAddress = (address: string) =>
  holding((item) => item.Put?.Item?.PK === emailKey(address).PK && item.Put.Item.SK === emailKey(address).SK);

describe('confirming a new address while the student’s booking changes', () => {
  it('still moves the account, and the ended booking carries the new address', async () => {
    const student = await userWithPassword(studentProfile());
    const tab = await signedInTab(student);
    const booking = await book(tab, await aRoom());
    const newEmail = uniqueEmail('moved');
    expect((await call(tab, 'PUT', '/auth/email', { currentPassword: goodPassword, newEmail })).status).toBe(
      200,
    );
    const token = /\/management\/confirm-email#token=([\w-]+)/.exec((await lastMailTo(newEmail)).text)![1]!;
    const admin = await signedInAs('admin');
    beforeTheTransaction(claimsAddress(newEmail), () =>
      call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left early' }),
    );

    const confirmed = await invoke({ method: 'POST', path: '/api/auth/confirm-email', body: { token } });

    expect(confirmed.status).toBe(200);
    expect((await getUserById(student.id))!.email).toBe(newEmail);
    const archived = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: archivedBookingKey(booking.id), ConsistentRead: true }),
    );
    expect(archived.Item?.student).toMatchObject({ email: newEmail });
  });
});

describe('confirming a new address while staff deactivate the account', () => {
  /** A student who asked to move to a new address, and the token of the link mailed there. */
  async function changeAsked() {
    const student = await userWithPassword();
    const tab = await signedInTab(student);
    const newEmail = uniqueEmail('moved');
    expect((await call(tab, 'PUT', '/auth/email', { currentPassword: goodPassword, newEmail })).status).toBe(
      200,
    );
    const token = /\/management\/confirm-email#token=([\w-]+)/.exec((await lastMailTo(newEmail)).text)![1]!;
    return { student, newEmail, token };
  }
  const setStatus = async (userId: string, isActive: boolean) =>
    expect(
      (await call(await signedInAs('admin'), 'PUT', `/students/${userId}/status`, { isActive })).status,
    ).toBe(200);
  const confirm = (token: string) =>
    invoke({ method: 'POST', path: '/api/auth/confirm-email', body: { token } });

  it('attack: a deactivation committed between the confirmation’s read and its write moves nothing', async () => {
    const { student, newEmail, token } = await changeAsked();
    beforeTheTransaction(claimsAddress(newEmail), () => setStatus(student.id, false));

    const refused = await confirm(token);

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.auth.emailChangeLinkInvalid);
    expect((await getUserById(student.id))!.email).toBe(student.email);
    expect(await getUserByEmail(newEmail)).toBeNull();
  });

  it('attack: a deactivation and a reactivation committed between the confirmation’s read and its write move nothing', async () => {
    const { student, newEmail, token } = await changeAsked();
    beforeTheTransaction(claimsAddress(newEmail), async () => {
      await setStatus(student.id, false);
      await setStatus(student.id, true);
    });

    expect((await confirm(token)).status).toBe(400);
    expect((await getUserById(student.id))!.email).toBe(student.email);
    expect(await getUserByEmail(newEmail)).toBeNull();
  });
});
