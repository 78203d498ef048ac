/**
 * How long a freed bed takes to reach the next student on the waitlist: the time from a cancellation's
 * answer (the bed is free, the offer job queued) to the offer mail being stored by the local SES
 * stand-in (the offer made, its send-mail job run). Meanwhile other students book and are cancelled in
 * other rooms, so the offers share the API, the jobs queue and DynamoDB Local with booking traffic.
 * Prints p50, p99 and max over the rounds. Run: npm run bench -- waitlist
 */
import { randomBytes } from 'node:crypto';
import { startLocalStack } from '../../infra/local/stack.ts';

const rounds = 40;
const trafficWorkers = 6;

const stack = await startLocalStack({
  tableName: `bench-waitlist-${randomBytes(4).toString('hex')}`,
  stage: 'local',
});
const { signedInAs, requestHeaders } = await import('../support/sessions.ts');
const { studentProfile, aRoom } = await import('../support/hostel.ts');
type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

async function call(tab: SignedIn, method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.origin}${tab.base}${path}`, {
    method,
    headers: {
      ...requestHeaders(tab),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { booking: { id: string } } };
}
const student = () => signedInAs('student', studentProfile('female'));

try {
  const admin = await signedInAs('admin');
  // Full single rooms whose bookings the rounds cancel, and as many students waiting for them.
  const occupied: Array<{ bookingId: string }> = [];
  for (let i = 0; i < rounds; i++) {
    const room = await aRoom({ roomType: 'Bench-Single', capacity: 1 });
    const booked = await call(await student(), 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
    occupied.push({ bookingId: booked.body.booking.id });
  }
  const waiting: SignedIn[] = [];
  for (let i = 0; i < rounds; i++) {
    const tab = await student();
    await call(tab, 'POST', '/waitlist', { roomTypes: ['Bench-Single'] });
    waiting.push(tab);
  }
  // Booking traffic elsewhere: students book a bed in other rooms and staff cancel it, over and over.
  const trafficRooms = await Promise.all(
    Array.from({ length: 10 }, () => aRoom({ roomType: 'Traffic', capacity: 4 })),
  );
  const trafficStudents = await Promise.all(Array.from({ length: trafficWorkers }, () => student()));
  let running = true;
  let trafficCalls = 0;
  const traffic = trafficStudents.map(async (tab, index) => {
    while (running) {
      const room = trafficRooms[(index + trafficCalls) % trafficRooms.length]!;
      const booked = await call(tab, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
      trafficCalls++;
      if (booked.status === 201)
        await call(admin, 'POST', `/bookings/${booked.body.booking.id}/cancel`, {
          cancellationReason: 'Bench',
        });
      trafficCalls++;
    }
  });

  const latencies: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await call(admin, 'POST', `/bookings/${occupied[i]!.bookingId}/cancel`, { cancellationReason: 'Bench' });
    const freedAt = Date.now();
    const to = waiting[i]!.user.email.toLowerCase();
    for (;;) {
      const mails = (await (await fetch(`${stack.origin}/_dev/mail.json`)).json()) as Array<{
        to: string[];
        subject: string;
        createdAt: string;
      }>;
      const offer = mails.find((mail) => mail.to.includes(to) && mail.subject.startsWith('A bed is offered'));
      if (offer) {
        latencies.push(Date.parse(offer.createdAt) - freedAt);
        break;
      }
      if (Date.now() - freedAt > 30_000) throw new Error(`No offer mail for round ${i}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  running = false;
  await Promise.all(traffic);

  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  console.log(`Waitlist: bed freed (cancellation answered) → offer mail sent, ${rounds} rounds`);
  console.log(
    `with ${trafficWorkers} students booking and being cancelled meanwhile (${trafficCalls} API calls)`,
  );
  console.log(`p50 ${at(50)} ms · p99 ${at(99)} ms · max ${sorted.at(-1)} ms`);
} finally {
  await stack.stop();
}
