/**
 * A bounded load run on loopback: its own in-memory DynamoDB Local and local server on free ports, the
 * seeded rooms, 180 students and 20 admins, all at once for 60 s. Students browse the rooms they may
 * book, read their current booking and book a bed; admins page through students and bookings and cancel
 * bookings (which frees beds for more students). Each user pauses 50–250 ms between calls.
 *
 *   node tests/perf/load.ts [--seconds 60]
 *
 * Checks (issue 11): zero 5xx; no booking lost or duplicated (every 201 is active unless an admin
 * cancelled it, no student holds two); every room's occupancy equals its count of active bookings.
 * Exits 1 when a check fails. Everything it starts it stops, and every loop ends at the deadline.
 */
import { startLocalStack } from '../../infra/local/stack.ts';
import { loadTraffic } from '../support/load-traffic.ts';

const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 60;
const studentCount = 180;
const adminCount = 20;

const tableName = 'load';
const stack = await startLocalStack({ tableName, stage: 'local' });

// Imported after the environment is set: the functions read it on first use.
const { defaultSettings, putSettings } = await import('../../functions/data/settings.ts');
const { seedRooms } = await import('../../infra/local/seed/rooms.ts');
const { listRooms } = await import('../../functions/data/rooms.ts');
const { activeBookings } = await import('../../functions/data/bookings.ts');
const traffic = await loadTraffic(stack.origin);
const { client, statuses, serverErrors, created, cancelled } = traffic;

try {
  await putSettings(defaultSettings());
  const roomTotal = await seedRooms();
  const [students, admins] = [
    await traffic.seedUsers('student', studentCount),
    await traffic.seedUsers('admin', adminCount),
  ];
  const [studentTabs, adminTabs] = await Promise.all([
    Promise.all(students.map(traffic.signIn)),
    Promise.all(admins.map(traffic.signIn)),
  ]);
  const beds = (await listRooms()).reduce((sum, room) => sum + room.capacity, 0);
  console.log(
    `${studentCount} students and ${adminCount} admins for ${seconds} s; ${roomTotal} rooms, ${beds} beds.\n`,
  );

  const started = performance.now();
  const deadline = Date.now() + seconds * 1000;
  await traffic.run(studentTabs, adminTabs, () => Date.now() >= deadline);
  const elapsed = (performance.now() - started) / 1000;

  const [rooms, active] = await Promise.all([listRooms(), activeBookings()]);
  const activeIds = new Set(active.map((booking) => booking.id));
  const lost = [...created.keys()].filter((id) => !cancelled.has(id) && !activeIds.has(id));
  const unknown = active.filter((booking) => !created.has(booking.id));
  const holders = active.map((booking) => booking.studentId);
  const doubled = holders.length - new Set(holders).size;
  const wrongRooms = rooms.filter(
    (room) => room.currentOccupancy !== active.filter((booking) => booking.roomId === room.id).length,
  );

  console.log('| Call | Status | Count |');
  console.log('| --- | --- | ---: |');
  for (const [key, count] of [...statuses].sort()) {
    const split = key.lastIndexOf(' ');
    console.log(`| ${key.slice(0, split)} | ${key.slice(split + 1)} | ${count} |`);
  }
  console.log(
    `\n${traffic.counted.calls} calls in ${elapsed.toFixed(1)} s (${(traffic.counted.calls / elapsed).toFixed(0)} per second).`,
  );
  console.log(
    `Bookings made: ${created.size}; cancelled by admins: ${cancelled.size}; active now: ${active.length}.`,
  );
  const checks: [string, boolean][] = [
    [`5xx answers: ${serverErrors.length}`, serverErrors.length === 0],
    [
      `bookings lost: ${lost.length}, active bookings nobody made: ${unknown.length}`,
      lost.length + unknown.length === 0,
    ],
    [`students holding two active bookings: ${doubled}`, doubled === 0],
    [
      `rooms whose occupancy differs from their active bookings: ${wrongRooms.length}`,
      wrongRooms.length === 0,
    ],
  ];
  for (const [text, ok] of checks) console.log(`- ${ok ? 'ok' : 'FAILED'}: ${text}`);
  for (const error of serverErrors.slice(0, 5)) console.log(`  ${error}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  client.destroy();
  await stack.stop();
}
process.exit();
