import { randomBytes } from 'node:crypto';
import { generateSecret } from 'otplib';
import { hashPassword } from '../../../functions/platform/passwords.ts';
import { passwordCredentialPut, storedPassword } from '../../../functions/data/credentials.ts';
import { enrolTotp } from '../../../functions/data/second-factors.ts';
import { createStudent } from '../../../functions/data/students.ts';
import { createUser, getUserByEmail, type NewUser } from '../../../functions/data/users.ts';
import { userActor, type Actor } from '../../../functions/data/audit.ts';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
  /**
   * Staff: the authenticator-app secret (base32) their second factor is enrolled with, so people and
   * scripts can sign in to the demo (`npm run demo:totp -- <email>` prints the current code).
   */
  totpSecret?: string;
}

/**
 * A password that keeps the password rule (docs/spec.md §5: 17 characters, random, so on no list) and
 * scores Strong on the meter: upper and lower case, a digit and a special character.
 */
const demoPassword = () => `Hostel-${randomBytes(6).toString('base64url')}7a`;

const accounts: NewUser[] = [
  {
    role: 'super_admin',
    email: 'super@northgate.example',
    fullName: 'Abena Owusu',
    emailVerified: true,
    isActive: true,
  },
  {
    role: 'admin',
    email: 'admin@northgate.example',
    fullName: 'Kofi Mensah',
    emailVerified: true,
    isActive: true,
  },
  {
    role: 'student',
    email: 'student@northgate.example',
    fullName: 'Ama Boateng',
    emailVerified: true,
    isActive: true,
    gender: 'female',
    phoneNumber: '+233201234567',
    dateOfBirth: '2004-03-14',
    programmeOfStudy: 'BSc Computer Engineering',
    level: '200',
    guardianName: 'Yaw Boateng',
    guardianPhoneNumber: '+233241234567',
    guardianRelationship: 'parent',
    studentIdNumber: 'UG/2023/04512',
  },
  {
    role: 'student',
    email: 'resident@northgate.example',
    fullName: 'Kwame Asante',
    emailVerified: true,
    isActive: true,
    gender: 'male',
    phoneNumber: '+233207654321',
    dateOfBirth: '2003-08-02',
    programmeOfStudy: 'BSc Mechanical Engineering',
    level: '300',
    guardianName: 'Efua Asante',
    guardianPhoneNumber: '+233247654321',
    guardianRelationship: 'parent',
    studentIdNumber: 'UG/2022/01877',
  },
];

/**
 * One super admin, one admin and two verified students, each with a fresh random password: a student
 * with no room, to try booking one, and a resident who lives in one, to see the resident's screens
 * (their room, money and repairs). A lookup by role finds the first: the student with no room. The
 * staff also come with an authenticator app enrolled, since they must prove a second factor
 * (docs/spec.md §12). All four were made at `joinedAt` (ISO), before any of the demo's history.
 */
export async function seedDemoAccounts(joinedAt: string): Promise<DemoAccount[]> {
  // Independent of each other, and each password's hash takes a while: made at once, listed in order.
  return Promise.all(
    accounts.map(async (account): Promise<DemoAccount> => {
      const password = demoPassword();
      const create = account.role === 'student' ? createStudent : createUser;
      const passwordHash = await hashPassword(password);
      const user = await create(account, (made) => [passwordCredentialPut(made.id, passwordHash)], joinedAt);
      if (account.role === 'student') return { role: account.role, email: account.email, password };
      const totpSecret = generateSecret();
      await enrolTotp(user.id, totpSecret, (await storedPassword(user)).unchanged);
      return { role: account.role, email: account.email, password, totpSecret };
    }),
  );
}

/** The demo account of `email` as it acts in the demo's story: the demo admin makes every staff change. */
export async function demoActor(email: string): Promise<Actor> {
  const user = await getUserByEmail(email);
  if (!user) throw new Error(`The demo account ${email} is not seeded`);
  return userActor(user);
}
