import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { userKey } from '../../../functions/data/keys.ts';
import { getUserByEmail, registrationLifetimeSeconds } from '../../../functions/data/users.ts';
import { randomIp, registered, Tab, uniqueEmail } from '../../support/auth.ts';
import { aRoom, call, signedIn } from '../../support/hostel.ts';
import { invoke } from '../../support/invoke.ts';
import { mailTo, tokenIn } from '../../support/mail.ts';

// Records stay true (issue 25): an unverified registration never overwrites a record staff hold to, and
// one nobody verifies lapses after 7 days and frees its address.
const studentsPassword = 'Walk-In-Pass-4';
const squatterPassword = 'Squatter-Pass-1';

const verifyWith = (token: string, password: string) =>
  invoke({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: { token, password },
    sourceIp: randomIp(),
  });
/** The verification links mailed to the address, oldest first (a booking's mail goes there too). */
const linksTo = async (email: string) =>
  (await mailTo(email))
    .filter((mail) => mail.subject.startsWith('Verify your email'))
    .reverse()
    .map((mail) => tokenIn(mail, 'verify-email'));
const rawUser = async (id: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: userKey(id) }))).Item;

/** Moves a registration's end into the past, as if 7 days had gone by (TTL has not removed it yet). */
const lapse = (id: string) =>
  dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );

const walkIn = { fullName: 'Ama Owusu', gender: 'female', phoneNumber: '+233201112223' };

// Each step hashes or checks a password (Argon2id), slow on a loaded machine.
describe('a walk-in student staff booked before they verified', { timeout: 120_000 }, () => {
  it('an anonymous registration of the address changes nothing of the record', async () => {
    const email = uniqueEmail('walkin');
    await registered(email, studentsPassword, walkIn);
    const student = (await getUserByEmail(email))!;
    const admin = await signedIn('admin');
    const booked = await call(admin, 'POST', '/bookings', {
      roomId: (await aRoom()).id,
      studentId: student.id,
      termsAgreed: true,
    });
    expect(booked.status).toBe(201);

    await registered(email, squatterPassword, {
      fullName: 'Kofi Mensah',
      gender: 'male',
      phoneNumber: '+233209998887',
    });
    expect(await getUserByEmail(email)).toMatchObject({ ...walkIn, emailVerified: false });

    // The student proves the mailbox with their own registration: their password, the record unchanged.
    const [own] = await linksTo(email);
    expect((await verifyWith(own!, studentsPassword)).status).toBe(200);
    expect(await getUserByEmail(email)).toMatchObject({ ...walkIn, emailVerified: true });
    expect((await new Tab().login(email, studentsPassword)).status).toBe(200);
  });

  it('even the student’s own later registration, once verified, sets the password and leaves the record as staff keep it', async () => {
    const email = uniqueEmail('walkin');
    await registered(email, studentsPassword, walkIn);
    const student = (await getUserByEmail(email))!;
    const admin = await signedIn('admin');
    await call(admin, 'POST', '/bookings', {
      roomId: (await aRoom()).id,
      studentId: student.id,
      termsAgreed: true,
    });

    await registered(email, 'Walk-In-Pass-5', { fullName: 'Ama O.', gender: 'male' });
    const latest = (await linksTo(email)).at(-1)!;
    expect((await verifyWith(latest, 'Walk-In-Pass-5')).status).toBe(200);
    expect(await getUserByEmail(email)).toMatchObject(walkIn);
    expect((await new Tab().login(email, 'Walk-In-Pass-5')).status).toBe(200);
  });

  it('a booking makes the registration lasting: it no longer expires', async () => {
    const email = uniqueEmail('walkin');
    await registered(email, studentsPassword);
    const student = (await getUserByEmail(email))!;
    expect(student.expiresAt).toBeGreaterThan(Date.now() / 1000 + registrationLifetimeSeconds - 600);
    const admin = await signedIn('admin');
    await call(admin, 'POST', '/bookings', {
      roomId: (await aRoom()).id,
      studentId: student.id,
      termsAgreed: true,
    });
    expect((await rawUser(student.id))!.expiresAt).toBeUndefined();
  });
});

describe('a registration nobody verifies', { timeout: 120_000 }, () => {
  it('lapses after 7 days: the address is free and a super admin can invite an admin at it', async () => {
    const email = uniqueEmail('squatted');
    await registered(email, squatterPassword);
    const squatted = (await getUserByEmail(email))!;
    expect(squatted.expiresAt).toBeGreaterThan(Date.now() / 1000 + registrationLifetimeSeconds - 600);
    const superAdmin = await signedIn('super_admin');
    const refused = await call(superAdmin, 'POST', '/super-admin/admins', {
      fullName: 'Abena Darko',
      email,
      role: 'admin',
    });
    expect(refused.status).toBe(409);

    await lapse(squatted.id);
    // Still in the table (TTL lags), but gone to every reader.
    expect(await rawUser(squatted.id)).toBeDefined();
    expect(await getUserByEmail(email)).toBeNull();
    expect((await new Tab().login(email, squatterPassword)).status).toBe(401);
    const [link] = await linksTo(email);
    expect((await verifyWith(link!, squatterPassword)).status).toBe(400);

    const invited = await call(superAdmin, 'POST', '/super-admin/admins', {
      fullName: 'Abena Darko',
      email,
      role: 'admin',
    });
    expect(invited.status).toBe(201);
    expect(await getUserByEmail(email)).toMatchObject({ role: 'admin', fullName: 'Abena Darko' });
    expect(await rawUser(squatted.id)).toBeUndefined();
  });

  it('a lapsed registration frees the address for a new registration too, which the mailbox owner verifies', async () => {
    const email = uniqueEmail('squatted');
    await registered(email, squatterPassword);
    await lapse((await getUserByEmail(email))!.id);

    await registered(email, studentsPassword, walkIn);
    const link = (await linksTo(email)).at(-1)!;
    expect((await verifyWith(link, studentsPassword)).status).toBe(200);
    const account = (await getUserByEmail(email))!;
    expect(account).toMatchObject({ ...walkIn, emailVerified: true });
    expect((await rawUser(account.id))!.expiresAt).toBeUndefined();
  });

  it('is left out of the students list once lapsed', async () => {
    const email = uniqueEmail('listed');
    await registered(email, squatterPassword);
    const admin = await signedIn('admin');
    const search = () => call(admin, 'GET', `/students?search=${encodeURIComponent(email)}`);
    expect((await search()).body.students).toHaveLength(1);
    await lapse((await getUserByEmail(email))!.id);
    expect((await search()).body.students).toHaveLength(0);
  });
});
