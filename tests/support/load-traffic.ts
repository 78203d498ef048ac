/**
 * The load run's traffic (tests/perf/load.ts), for any benchmark that measures under it: students who
 * browse the rooms they may book, read their current booking and book a bed; admins who page through
 * students and bookings and cancel bookings (which frees beds for more students). Each user pauses
 * 50–250 ms between calls and stops at the deadline. Call once the local stack has set the environment:
 * the functions read it on first use.
 */
import { putUsersInBulk } from './bulk-users.ts';

export async function loadTraffic(origin: string) {
  const { dynamo } = await import('../../functions/data/dynamo.ts');
  const { newInternalId, newPublicId } = await import('../../functions/data/ids.ts');
  const { requestHeaders, signedInTab } = await import('./sessions.ts');
  type User = import('../../functions/data/users.ts').User;
  const client = dynamo();

  function userOf(i: number, role: 'student' | 'admin'): User {
    const now = new Date().toISOString();
    return {
      id: newInternalId(),
      publicId: newPublicId(),
      role,
      email: `${role}${i}@load.example.edu`,
      fullName: `Load ${role} ${i}`,
      emailVerified: true,
      isActive: true,
      ...(role === 'student'
        ? {
            gender: i % 2 === 0 ? 'female' : 'male',
            phoneNumber: `+23320${String(1_000_000 + i)}`,
            dateOfBirth: '2004-03-14',
            programmeOfStudy: 'BSc Computer Engineering',
            level: '200',
            guardianName: 'Guardian',
            guardianPhoneNumber: '+233241234567',
          }
        : {}),
      createdAt: now,
      updatedAt: now,
    } as User;
  }

  /** `count` users of `role`, written straight to the table (numbered from `from`). */
  async function seedUsers(role: 'student' | 'admin', count: number, from = 0): Promise<User[]> {
    const users = Array.from({ length: count }, (_, i) => userOf(from + i, role));
    await putUsersInBulk(users);
    return users;
  }

  async function signIn(user: User) {
    const tab = await signedInTab(user);
    const headers = { ...requestHeaders(tab), 'content-type': 'application/json' };
    return { user, base: `${origin}${tab.base}`, headers };
  }
  type Tab = Awaited<ReturnType<typeof signIn>>;

  const statuses = new Map<string, number>();
  const serverErrors: string[] = [];
  const created = new Map<string, string>(); // booking id → student id
  const cancelled = new Set<string>();
  const counted = { calls: 0 };

  // The requests in flight are bounded by the users, each waiting for its answer before the next.
  async function api(tab: Tab, method: string, path: string, body?: unknown) {
    const call = `${method} ${path.replace(/[0-9a-f]{24}/g, '{id}').replace(/\?.*/, '')}`;
    counted.calls += 1;
    // A connection the overloaded server drops is a failure to count, not a reason to stop the run.
    const response = await fetch(`${tab.base}${path}`, {
      method,
      headers: tab.headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: Error) => error);
    if (response instanceof Error) {
      serverErrors.push(`${call}: ${response.message}`);
      return { status: 0, body: undefined };
    }
    const key = `${call} ${response.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const text = await response.text();
    if (response.status >= 500) serverErrors.push(`${key}: ${text.slice(0, 200)}`);
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  const pause = () => new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

  async function student(tab: Tab, deadline: () => boolean) {
    let rooms: { id: string }[] = [];
    while (!deadline()) {
      const roll = Math.random();
      if (roll < 0.45) {
        rooms = (await api(tab, 'GET', '/rooms/available')).body?.rooms ?? [];
      } else if (roll < 0.7) {
        await api(tab, 'GET', `/students/${tab.user.id}/bookings/current`);
      } else {
        const room = pick(rooms);
        if (room) {
          const result = await api(tab, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
          if (result.status === 201) created.set(result.body.booking.id, tab.user.id);
        }
      }
      await pause();
    }
  }

  async function admin(tab: Tab, deadline: () => boolean) {
    while (!deadline()) {
      const roll = Math.random();
      if (roll < 0.4) {
        await api(tab, 'GET', `/students?page=${1 + Math.floor(Math.random() * 9)}&limit=20`);
      } else if (roll < 0.85) {
        await api(tab, 'GET', '/bookings?page=1&limit=20&status=active');
      } else {
        const id = pick([...created.keys()].filter((bookingId) => !cancelled.has(bookingId)));
        if (id) {
          const result = await api(tab, 'POST', `/bookings/${id}/cancel`, {
            cancellationReason: 'Load run: moving out',
          });
          if (result.status === 200) cancelled.add(id);
        }
      }
      await pause();
    }
  }

  /** Every student and admin tab at once, each until `deadline()` says stop. */
  const run = (students: Tab[], admins: Tab[], deadline: () => boolean) =>
    Promise.all([
      ...students.map((tab) => student(tab, deadline)),
      ...admins.map((tab) => admin(tab, deadline)),
    ]);

  return { client, seedUsers, signIn, api, run, statuses, serverErrors, created, cancelled, counted };
}
