/**
 * How long "clear all bookings" (DELETE /bookings) takes as the hostel grows: for 1,000 and 5,000 active
 * bookings (four to a room) it times the call through the local server, which holds the API function to
 * its configured timeout as Lambda does, then how long until the background job has archived the rest,
 * and checks that no booking is left active and no bed left taken. Run: npm run bench -- clear-all
 */
import { randomBytes } from 'node:crypto';
import { startLocalStack } from '../../infra/local/stack.ts';
import { mapBounded } from '../../functions/platform/bounded.ts';

/** CLEAR_BENCH_SIZES=100,200 tries the machinery on small numbers first. */
const sizes = process.env.CLEAR_BENCH_SIZES?.split(',').map(Number) ?? [1000, 5000];
const bedsPerRoom = 4;

const stack = await startLocalStack({
  tableName: `bench-clear-${randomBytes(4).toString('hex')}`,
  stage: 'test',
});
const { signedInAs, requestHeaders } = await import('../support/sessions.ts');
const { aRoom, studentProfile } = await import('../support/hostel.ts');
const { jobsSettled } = await import('../support/jobs.ts');
const { createUser } = await import('../../functions/data/users.ts');
const { createBooking, activeBookingCount } = await import('../../functions/data/bookings.ts');
const { getSettings } = await import('../../functions/data/settings.ts');
const { getRoom } = await import('../../functions/data/rooms.ts');
const { timeoutSecondsOf } = await import('../../infra/cdk/function-needs.ts');

try {
  const admin = await signedInAs('admin');
  const { currentAcademicYear: academicYear, currentSemester: semester } = await getSettings();
  console.log(
    `Node ${process.version}; the bookings function's timeout is ${timeoutSecondsOf('bookings')} s.`,
  );
  console.log('');
  console.log(
    '| active bookings | DELETE /bookings (ms) | status | archived in the call | all archived (ms) | still active | beds still taken |',
  );
  console.log(
    '|----------------:|----------------------:|-------:|---------------------:|------------------:|-------------:|-----------------:|',
  );
  for (const count of sizes) {
    // Written straight through the data layer, as many bookings as the call will clear.
    const rooms = await Promise.all(
      Array.from({ length: Math.ceil(count / bedsPerRoom) }, () => aRoom({ capacity: bedsPerRoom })),
    );
    await mapBounded(
      Array.from({ length: count }, (_, i) => i),
      20,
      async (i) => {
        const suffix = randomBytes(6).toString('hex');
        const student = await createUser({
          role: 'student',
          email: `clear-${suffix}@example.edu`,
          fullName: `Bench student ${suffix}`,
          emailVerified: true,
          isActive: true,
          ...studentProfile(),
        });
        await createBooking({
          student,
          room: rooms[Math.floor(i / bedsPerRoom)]!,
          academicYear,
          semester,
          createdByAdmin: true,
          audit: () => [],
        });
      },
    );

    const startedAt = performance.now();
    const response = await fetch(`${stack.origin}${admin.base}/bookings`, {
      method: 'DELETE',
      headers: requestHeaders(admin),
    });
    const ms = performance.now() - startedAt;
    const body = (await response.json()) as { archived?: number; message?: string };
    await jobsSettled();
    const allMs = performance.now() - startedAt;
    let bedsTaken = 0;
    await mapBounded(rooms, 20, async (room) => {
      bedsTaken += (await getRoom(room.id))?.currentOccupancy ?? 0;
    });
    console.log(
      `| ${count} | ${ms.toFixed(0)} | ${response.status} | ${body.archived ?? body.message} | ${allMs.toFixed(0)} | ${await activeBookingCount()} | ${bedsTaken} |`,
    );
  }
} finally {
  await stack.stop();
}
