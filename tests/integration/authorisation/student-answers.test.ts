import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { conditionItems } from '../../../functions/contract/desk.ts';
import { unsubscribeToken } from '../../../functions/domain/notifications/unsubscribe.ts';
import { routes } from '../../../functions/route-table.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import type { ApiResponse } from '../../support/invoke.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { moneyOf, pay } from '../../support/money.ts';
import { storedPending } from '../../support/paystack.ts';
import { pdfPages, responseBytes } from '../../support/pdf-text.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/**
 * What a student reads of staff (OWASP ASVS 4.0 4.2.1, "expose only what the role needs"): a student
 * whose bookings, requests, money, repairs and parcels staff worked on walks every GET a student may
 * call, and every answer to their own writes, and none of it carries a staff member's id, nor the
 * words staff kept to themselves (a room's out-of-service reason, an internal comment). A student may
 * read a staff member's name where a screen shows it. The walk is checked against the route table, so
 * a route a student may read that is added later fails here until it is walked.
 */

const unique = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const conditionReport = () => conditionItems.map((item) => ({ item, condition: 'good', note: '' }));

/** Staff's words for staff alone. */
const outOfServiceReason = unique('Mould behind the wardrobe, landlord dispute ');
const internalComment = unique('Charge the plumber’s call-out to the contractor ');

interface Walked {
  /** The route key as the route table names it, e.g. 'GET /rooms/{id}'. */
  route: string;
  path: string;
  response: ApiResponse;
}

let staffIds: Map<string, string>;
const walked: Walked[] = [];

async function ok(response: Promise<ApiResponse>, what: string): Promise<ApiResponse> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** Calls as the student, keeping the answer for the check; fails the set-up if it is refused. */
async function asStudent(student: SignedIn, route: string, path: string, body?: unknown) {
  const method = route.slice(0, route.indexOf(' '));
  const response = await ok(call(student, method, path, body), `${route} (${path})`);
  walked.push({ route, path, response });
  return response;
}

/** Where in an answer a staff member's id or staff's own words appear, as readable paths. */
function leaksIn(value: unknown, at: string): string[] {
  if (typeof value === 'string') {
    const found: string[] = [];
    for (const [id, who] of staffIds) if (value.includes(id)) found.push(`${at}: ${who}'s id`);
    if (value.includes(outOfServiceReason)) found.push(`${at}: the out-of-service reason`);
    if (value.includes(internalComment)) found.push(`${at}: the internal comment`);
    return found;
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => leaksIn(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      ...leaksIn(key, `${at} (key)`),
      ...leaksIn(item, `${at}.${key}`),
    ]);
  return [];
}

async function leaksOf({ route, path, response }: Walked): Promise<string[]> {
  const where = `${route} ${path}`;
  const body = response.raw.isBase64Encoded
    ? (await pdfPages(responseBytes(response.raw))).join('\n')
    : response.body;
  return leaksIn(body, '$').map((leak) => `${where} ${leak}`);
}

beforeAll(async () => {
  const [desk, deciding, fixer, superAdmin] = await Promise.all([
    signedInAs('admin'),
    signedInAs('admin'),
    signedInAs('admin'),
    signedInAs('super_admin'),
  ]);
  staffIds = new Map([
    [desk.user.id, 'the desk admin'],
    [deciding.user.id, 'the deciding admin'],
    [fixer.user.id, 'the assignee'],
    [superAdmin.user.id, 'the super admin'],
  ]);
  const student = await aStudent();
  const block = unique('W');
  const [stayedIn, deletedIn, livedIn, livesIn, outOfService, wanted] = await Promise.all([
    aRoom({ block }),
    aRoom({ block }),
    aRoom({ block }),
    aRoom({ block, capacity: 2 }),
    aRoom({ block, capacity: 2 }),
    aRoom({ block, capacity: 2 }),
  ]);
  const id = student.user.id;

  // A stay the desk checked in and out, a booking staff made and deleted, and the current one.
  const first = await book(student, stayedIn);
  await ok(
    call(desk, 'POST', `/bookings/${first.id}/check-in`, { keyNumber: 'K-1', items: conditionReport() }),
    'check-in',
  );
  await asStudent(student, 'POST /bookings/{id}/check-in/answer', `/bookings/${first.id}/check-in/answer`, {
    disputes: [],
  });
  await ok(
    call(desk, 'POST', `/bookings/${first.id}/check-out`, {
      keyReturned: true,
      items: conditionReport(),
      deductions: [],
    }),
    'check-out',
  );
  const made = await ok(
    call(desk, 'POST', '/bookings', { roomId: deletedIn.id, studentId: id, termsAgreed: true }),
    'staff booking',
  );
  const deleted = made.body.booking as { id: string; publicId: string };
  await ok(call(desk, 'DELETE', `/bookings/${deleted.id}`), 'deletion');
  const current = (
    await ok(
      call(desk, 'POST', '/bookings', { roomId: livedIn.id, studentId: id, termsAgreed: true }),
      'staff booking',
    )
  ).body.booking as { id: string; publicId: string };
  // Checked in, moved by another staff member who records how the room was left, and checked in to
  // the room the student lives in now: the stay shows the room left with both staff members.
  await ok(
    call(desk, 'POST', `/bookings/${current.id}/check-in`, { keyNumber: 'K-2', items: conditionReport() }),
    'check-in',
  );
  await ok(
    call(deciding, 'PUT', `/bookings/${current.id}/room`, {
      roomId: livesIn.id,
      leaving: {
        keyReturned: false,
        items: conditionReport().map((entry) =>
          entry.item === 'Floor' ? { ...entry, condition: 'damaged', note: 'Scratched by a chair' } : entry,
        ),
      },
    }),
    'move',
  );
  await ok(
    call(desk, 'POST', `/bookings/${current.id}/check-in`, { keyNumber: 'K-3', items: conditionReport() }),
    'check-in',
  );
  await asStudent(
    student,
    'POST /bookings/{id}/check-in/answer',
    `/bookings/p/${current.publicId}/check-in/answer`,
    { disputes: [{ item: 'Floor', note: 'A stain by the door' }] },
  );

  // A request staff declined and the student saw, then one the student withdrew.
  const asked = await asStudent(student, 'POST /booking-requests', '/booking-requests', {
    bookingId: current.id,
    kind: 'roomChange',
    reason: 'Closer to the library',
    roomId: wanted.id,
  });
  await ok(
    call(deciding, 'POST', `/booking-requests/${asked.body.request.id}/decision`, {
      outcome: 'declined',
      reason: 'No room of that kind is free',
    }),
    'decision',
  );
  await asStudent(
    student,
    'POST /booking-requests/{id}/seen',
    `/booking-requests/${asked.body.request.id}/seen`,
  );
  const second = await asStudent(student, 'POST /booking-requests', '/booking-requests', {
    bookingId: current.publicId,
    kind: 'cancellation',
    reason: 'Moving home',
  });
  await asStudent(
    student,
    'POST /booking-requests/{id}/withdraw',
    `/booking-requests/${second.body.request.id}/withdraw`,
  );

  // Money the desk took, one payment reversed, and credit paid out.
  const owed = Math.max((await moneyOf(student, id)).balance, 0);
  await pay(desk, id, owed + 30_000, 'cash', 'Desk receipt book 4');
  const reversed = await pay(deciding, id, 5_000, 'bankTransfer', 'Bank slip 19');
  await ok(
    call(deciding, 'POST', `/students/${id}/money/entries/${reversed.entry.id}/reverse`, {
      reason: 'Recorded twice',
    }),
    'reversal',
  );
  await ok(call(desk, 'POST', `/students/${id}/money/payouts`, { amount: 10_000, method: 'cash' }), 'payout');
  // And an online payment still being confirmed, on the student's own list.
  await storedPending(id, 20_000);

  // Parcels: one waiting, one collected for the student.
  const parcel = (carrier: string) =>
    ok(
      call(desk, 'POST', '/parcels', { studentId: id, carrier, description: 'A box', shelf: 'B2' }),
      'parcel',
    );
  await parcel('DHL');
  const collected = await parcel('Ghana Post');
  await ok(
    call(deciding, 'POST', `/parcels/${collected.body.parcel.id}/collect`, { collectedBy: 'Her cousin' }),
    'collection',
  );

  // Repairs staff worked on: assigned, prioritised, commented on inside and out, resolved, reopened, confirmed.
  const reported = await asStudent(student, 'POST /maintenance', '/maintenance', {
    category: 'plumbing',
    urgency: 'normal',
    description: 'The shower drips all night.',
    where: 'room',
  });
  const repair = reported.body.request.id as string;
  const staffSays = (tab: SignedIn, method: string, what: string, body: unknown) =>
    ok(call(tab, method, `/maintenance/${repair}/${what}`, body), what);
  await staffSays(desk, 'PUT', 'assignee', { assigneeId: fixer.user.id });
  await staffSays(desk, 'PUT', 'priority', { priority: 'high' });
  await staffSays(fixer, 'POST', 'comments', { text: internalComment, internal: true });
  await staffSays(fixer, 'POST', 'comments', { text: 'A new washer is on order.' });
  await staffSays(fixer, 'PUT', 'status', { status: 'resolved', note: 'Washer replaced' });
  await asStudent(student, 'POST /maintenance/{id}/reopen', `/maintenance/${repair}/reopen`, {
    reason: 'It still drips',
  });
  await asStudent(student, 'POST /maintenance/{id}/comments', `/maintenance/${repair}/comments`, {
    text: 'Mostly at night.',
  });
  await staffSays(fixer, 'PUT', 'status', { status: 'resolved', note: 'Valve replaced' });
  await asStudent(student, 'POST /maintenance/{id}/confirm', `/maintenance/${repair}/confirm`, {
    rating: 4,
    comment: 'Quick',
  });
  const open = await asStudent(student, 'POST /maintenance', '/maintenance', {
    category: 'electrical',
    urgency: 'high',
    description: 'The desk lamp socket sparks.',
    where: 'room',
  });
  await ok(
    call(desk, 'PUT', `/maintenance/${open.body.request.id}/assignee`, { assigneeId: fixer.user.id }),
    'assignment',
  );

  // A room of the block out of service, and a pinned announcement to the block.
  await ok(
    call(desk, 'POST', `/rooms/${outOfService.id}/out-of-service`, {
      reason: outOfServiceReason,
      expectedBack: tomorrow(),
    }),
    'out of service',
  );
  const announcement = await ok(
    call(superAdmin, 'POST', '/announcements', {
      title: 'Water off on Tuesday',
      text: 'From 9 to 12.',
      audience: { kind: 'block', block },
      pinned: true,
    }),
    'announcement',
  );
  await jobsSettled();

  // Every GET a student may call, on the student's own records wherever a path names one.
  const money = await moneyOf(student, id);
  const receipt = money.entries.find((entry) => entry.receiptNumber && !entry.reversed)!.receiptNumber!;
  const payout = money.entries.find((entry) => entry.kind === 'payout')!.id;
  const parcels = [(await parcel('UPS')).body.parcel.id, collected.body.parcel.id] as string[];
  const bookings = [first, deleted, current];
  const pid = student.user.publicId;
  const gets: [string, string[]][] = [
    ['GET /auth/csrf-token', ['/auth/csrf-token']],
    ['GET /auth/me', ['/auth/me']],
    ['GET /auth/sessions', ['/auth/sessions']],
    ['GET /auth/passkeys', ['/auth/passkeys']],
    ['GET /rooms', ['/rooms?limit=100', `/rooms?block=${block}&limit=100`]],
    ['GET /rooms/available', ['/rooms/available']],
    ['GET /rooms/{id}', [livesIn, outOfService].map((room) => `/rooms/${room.id}`)],
    ['GET /rooms/p/{publicId}', [livesIn, outOfService].map((room) => `/rooms/p/${room.publicId}`)],
    ['GET /students/{id}', [`/students/${id}`]],
    ['GET /students/p/{publicId}', [`/students/p/${pid}`]],
    ['GET /students/{id}/bookings', [`/students/${id}/bookings`]],
    ['GET /students/p/{publicId}/bookings', [`/students/p/${pid}/bookings`]],
    ['GET /students/{id}/bookings/current', [`/students/${id}/bookings/current`]],
    ['GET /students/p/{publicId}/bookings/current', [`/students/p/${pid}/bookings/current`]],
    ['GET /students/{id}/bookings/archived', [`/students/${id}/bookings/archived`]],
    ['GET /students/p/{publicId}/bookings/archived', [`/students/p/${pid}/bookings/archived`]],
    ['GET /students/{id}/bookings/summary', [`/students/${id}/bookings/summary`]],
    ['GET /students/p/{publicId}/bookings/summary', [`/students/p/${pid}/bookings/summary`]],
    ['GET /bookings', ['/bookings?limit=100', '/bookings?scope=archive&limit=100']],
    ['GET /bookings/{id}', bookings.map((booking) => `/bookings/${booking.id}`)],
    ['GET /bookings/p/{publicId}', bookings.map((booking) => `/bookings/p/${booking.publicId}`)],
    ['GET /residence', ['/residence']],
    ['GET /bookings/{id}/requests', [`/bookings/${current.id}/requests`]],
    ['GET /bookings/p/{publicId}/requests', [`/bookings/p/${current.publicId}/requests`]],
    ['GET /settings/public', ['/settings/public']],
    ['GET /public/content/{key}', ['/public/content/rules', '/public/content/terms']],
    ['GET /export/booking-letter', ['/export/booking-letter']],
    ['GET /students/{id}/money/statement', [`/students/${id}/money/statement`]],
    ['GET /students/p/{publicId}/money/statement', [`/students/p/${pid}/money/statement`]],
    ['GET /students/{id}/money/receipts/{receiptNumber}', [`/students/${id}/money/receipts/${receipt}`]],
    [
      'GET /students/p/{publicId}/money/receipts/{receiptNumber}',
      [`/students/p/${pid}/money/receipts/${receipt}`],
    ],
    [
      'GET /students/{id}/money/payouts/{entryId}/voucher',
      [`/students/${id}/money/payouts/${payout}/voucher`],
    ],
    [
      'GET /students/p/{publicId}/money/payouts/{entryId}/voucher',
      [`/students/p/${pid}/money/payouts/${payout}/voucher`],
    ],
    ['GET /realtime/ticket', ['/realtime/ticket']],
    ['GET /waitlist/me', ['/waitlist/me']],
    ['GET /maintenance/mine', ['/maintenance/mine']],
    ['GET /maintenance/{id}', [repair, open.body.request.id as string].map((one) => `/maintenance/${one}`)],
    ['GET /money/prices/current', ['/money/prices/current']],
    ['GET /money/online-payments', ['/money/online-payments']],
    ['GET /students/{id}/money', [`/students/${id}/money`]],
    ['GET /students/p/{publicId}/money', [`/students/p/${pid}/money`]],
    ['GET /notifications', ['/notifications?limit=100']],
    ['GET /notifications/unread', ['/notifications/unread']],
    ['GET /notifications/preferences', ['/notifications/preferences']],
    ['GET /announcements/pinned', ['/announcements/pinned']],
    ['GET /announcements/{id}', [`/announcements/${announcement.body.announcement.id}`]],
    ['GET /bookings/{id}/stay', [first, current].map((booking) => `/bookings/${booking.id}/stay`)],
    [
      'GET /bookings/p/{publicId}/stay',
      [first, current].map((booking) => `/bookings/p/${booking.publicId}/stay`),
    ],
    ['GET /parcels/mine', ['/parcels/mine']],
    ['GET /parcels/{id}', parcels.map((one) => `/parcels/${one}`)],
  ];
  for (const [route, paths] of gets) for (const path of paths) await asStudent(student, route, path);
  // A notice mail's unsubscribe link only sends a browser on to the confirm page (303), with no body.
  const unsubscribe = `/notifications/unsubscribe/${await unsubscribeToken(student.user.id, 'announcements')}`;
  const away = await call(student, 'GET', unsubscribe);
  if (away.status !== 303) throw new Error(`${unsubscribe}: ${away.status} ${JSON.stringify(away.body)}`);
  walked.push({ route: 'GET /notifications/unsubscribe/{token}', path: unsubscribe, response: away });
}, 120_000);

describe('what a student reads of staff', () => {
  it('walks every GET a student may call', () => {
    const studentGets = routes
      .filter(
        (route) => route.method === 'GET' && (route.access === 'public' || route.access.includes('student')),
      )
      .map((route) => `${route.method} ${route.path}`);
    const walkedGets = new Set(walked.map((one) => one.route).filter((route) => route.startsWith('GET ')));
    expect([...walkedGets].sort()).toEqual(studentGets.sort());
  });

  it('names no staff member by their id, and tells none of staff’s own words, in any answer', async () => {
    const leaks = (await Promise.all(walked.map(leaksOf))).flat();
    expect(leaks).toEqual([]);
  });
});
