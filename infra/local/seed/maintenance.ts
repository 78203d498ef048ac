import type { MaintenanceRequest, RepairScore } from '../../../functions/contract/maintenance.ts';
import { userActor, type Actor } from '../../../functions/data/audit.ts';
import { desksOf } from '../../../functions/data/desk.ts';
import { reportedRequest, roomLocation } from '../../../functions/data/maintenance.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { getUserByEmail, getUserById } from '../../../functions/data/users.ts';
import { assignRequest } from '../../../functions/domain/maintenance/assign-request.ts';
import { commentOnRequest } from '../../../functions/domain/maintenance/comment-on-request.ts';
import { confirmRequest } from '../../../functions/domain/maintenance/confirm-request.ts';
import { moveRequest } from '../../../functions/domain/maintenance/move-request.ts';
import { receiveReport } from '../../../functions/domain/maintenance/receive-report.ts';
import { attachUploads, forgetIncoming } from '../../../functions/domain/uploads/uploads.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { antsPhoto, uploadDemoPhoto } from './demo-photo.ts';
import { residentsByRoom, spreadOver } from './residents.ts';

/** A student's photo of what they report, uploaded and kept as the app does. */
async function aDemoPhoto(studentId: string, photo: string): Promise<string[]> {
  const key = await uploadDemoPhoto('maintenance', studentId, photo);
  const kept = await attachUploads('maintenance', studentId, [key]);
  await forgetIncoming([key]);
  return kept;
}

/** When something happened: hours ago, or on a day (days ago) at an hour of the office's day (UTC). */
type When = { hoursAgo: number } | { daysAgo: number; hour: number };

const timeOf = (calendar: DemoCalendar, when: When) =>
  'hoursAgo' in when ? calendar.hoursAgo(when.hoursAgo) : calendar.on(calendar.day(-when.daysAgo), when.hour);

/**
 * A step of a repair after its report: staff assign it, start it, wait for parts or resolve it, or
 * comment on it to the reporter; its reporter confirms the fix (closed), rating the repair.
 */
type RepairStep =
  | {
      to: 'assigned' | 'in_progress' | 'waiting_for_parts' | 'resolved';
      when: When;
      /** Staff's note, as the history shows it; a resolution says what was done. */
      note?: string;
    }
  | { comment: string; when: When }
  | { to: 'closed'; when: When; rating: { score: RepairScore; comment: string } };

/**
 * Takes a step of a repair as staff (`actor`) or its reporter do, at its time; `filed` files its
 * notices without a mail.
 */
async function takeStep(
  request: MaintenanceRequest,
  step: RepairStep,
  people: { actor: Actor; reporter: Actor },
  at: string,
  filed: boolean,
): Promise<MaintenanceRequest> {
  const { actor, reporter } = people;
  if ('comment' in step)
    return (await commentOnRequest({ request, actor, text: step.comment, internal: false, at, filed }))
      .request;
  if (step.to === 'assigned')
    return assignRequest(request, { id: actor.id, fullName: actor.name! }, actor, { at, filed });
  if (step.to === 'closed')
    return confirmRequest({ request, actor: reporter, rating: step.rating, at, filed });
  return moveRequest({ request, to: step.to, actor, as: 'staff', note: step.note ?? '', at, filed });
}

/** A repair staff fixed and its reporter confirmed and rated: assigned, started, resolved, closed. */
const ratedRepair = (
  reportedDaysAgo: number,
  note: string,
  rating: { score: RepairScore; comment: string },
): { reported: When; steps: RepairStep[] } => ({
  reported: { daysAgo: reportedDaysAgo, hour: 18.5 },
  steps: [
    { to: 'assigned', when: { daysAgo: reportedDaysAgo - 1, hour: 8.5 } },
    { to: 'in_progress', when: { daysAgo: reportedDaysAgo - 1, hour: 10 } },
    { to: 'resolved', when: { daysAgo: reportedDaysAgo - 1, hour: 14 }, note },
    { to: 'closed', when: { daysAgo: reportedDaysAgo - 2, hour: 19 }, rating },
  ],
});

/**
 * A few repairs a hostel would have on any day, reported by residents in their own rooms (at any hour)
 * since they moved in, each taken as far as its last step by the staff member it is assigned to, in
 * the office's hours.
 */
const demoRequests: Array<
  Pick<MaintenanceRequest, 'category' | 'urgency' | 'description'> & {
    reported: When;
    steps: RepairStep[];
    /**
     * Reported by the demo student when they live in a room: one still open, for their dashboard's
     * Repairs, and one resolved, waiting for their answer.
     */
    byDemoStudent?: true;
    /** The demo student's photo of the problem (a drawing of what it shows), when they report it. */
    photo?: string;
  }
> = [
  {
    category: 'electrical',
    urgency: 'high',
    description: 'The ceiling fan stopped turning last night.',
    reported: { hoursAgo: 2 },
    steps: [],
  },
  {
    category: 'plumbing',
    urgency: 'urgent',
    description: 'Water leaks under the sink and pools on the floor.',
    reported: { daysAgo: 1, hour: 16.6 },
    steps: [{ to: 'assigned', when: { daysAgo: 1, hour: 17.1 } }],
  },
  {
    category: 'internet',
    urgency: 'normal',
    description: 'The Wi-Fi drops every few minutes in the evening.',
    reported: { daysAgo: 3, hour: 20.25 },
    steps: [
      { to: 'assigned', when: { daysAgo: 2, hour: 8.7 } },
      {
        to: 'in_progress',
        when: { daysAgo: 2, hour: 10.5 },
        note: 'Checking the access point on this floor.',
      },
      {
        comment:
          'The access point was overheating beside the water heater, so we moved it. Tell us here if the Wi-Fi still drops tonight.',
        when: { daysAgo: 1, hour: 11 },
      },
    ],
    byDemoStudent: true,
  },
  {
    category: 'furniture',
    urgency: 'low',
    description: 'One drawer of the desk is off its runner.',
    reported: { daysAgo: 9, hour: 12.3 },
    steps: [
      { to: 'assigned', when: { daysAgo: 9, hour: 15 } },
      { to: 'in_progress', when: { daysAgo: 8, hour: 9.5 } },
      {
        to: 'waiting_for_parts',
        when: { daysAgo: 8, hour: 10.25 },
        note: 'The runner is broken; a new pair is ordered.',
      },
    ],
  },
  {
    category: 'plumbing',
    urgency: 'normal',
    description: 'The toilet cistern keeps running after each flush.',
    ...ratedRepair(9, 'Replaced the float valve.', {
      score: 5,
      comment: 'Fixed the morning after I reported it. Thank you!',
    }),
  },
  {
    category: 'electrical',
    urgency: 'normal',
    description: 'The bathroom light flickers and buzzes.',
    ...ratedRepair(7, 'Replaced the tube and its starter.', { score: 4, comment: '' }),
  },
  {
    category: 'furniture',
    urgency: 'normal',
    description: 'The wardrobe door hangs off its top hinge.',
    ...ratedRepair(4, 'Screwed the hinge back on.', {
      score: 2,
      comment: 'The door closes again, but the hinge is already loose.',
    }),
  },
  // The demo student, when they live in a room, reports the last one.
  {
    category: 'pest',
    urgency: 'normal',
    description: 'Ants keep coming in along the window frame.',
    reported: { daysAgo: 5, hour: 19.5 },
    steps: [
      { to: 'assigned', when: { daysAgo: 4, hour: 8.5 } },
      { to: 'in_progress', when: { daysAgo: 4, hour: 10 } },
      {
        to: 'resolved',
        when: { daysAgo: 4, hour: 15.5 },
        note: 'Sealed the gap along the window frame and set bait stations. Tell us if the ants come back.',
      },
    ],
    byDemoStudent: true,
    photo: antsPhoto,
  },
];

/**
 * Demo maintenance requests (issue #27): the demo student's own, when they live in a room (one open,
 * one resolved with a photo), and a queue from other residents in every state, so `npm start` shows
 * the student's screens and the staff queue; the closed ones confirmed and rated by their reporters, so
 * the dashboard has a month's ratings and an assignee a poor one to follow up. Each is reported by a resident already checked in, then assigned, moved and
 * resolved through the same domain operations staff use, at its steps' times: its history, the audit
 * trail, the reporter's notices and, of an urgent report, the staff's are the product's own, filed in
 * their notification centres at their times: the mails went out then, and would bury the demo's in the
 * local inbox, save the demo student's latest. The uploads bucket's stand-in must be listening.
 */
export async function seedMaintenance(
  demoStudentEmail: string,
  actor: Actor,
  calendar: DemoCalendar,
): Promise<void> {
  const demo = await getUserByEmail(demoStudentEmail);
  const active = await residentsByRoom();
  const desks = await desksOf(active.map((booking) => booking.id));
  const moved = active.filter((booking) => desks.get(booking.id)?.checkIn);
  const own = moved.find((booking) => booking.studentId === demo?.id);
  const theirs = own ? demoRequests.filter((planned) => planned.byDemoStudent) : [];
  const others = spreadOver(
    moved.filter((booking) => booking.studentId !== demo?.id),
    demoRequests.length - theirs.length,
  ).values();
  const reporters = demoRequests.map((planned) => (theirs.includes(planned) ? own : others.next().value));
  // The demo student was told of each step when it happened; only their latest news is mailed now, to
  // show the mail, as the payment reminders' are (money.ts seedReminders).
  const mailedAt = theirs
    .flatMap((planned) => planned.steps.map((step) => timeOf(calendar, step.when)))
    .sort()
    .at(-1);
  await Promise.all(
    demoRequests.map(async (planned, index) => {
      const booking = reporters[index];
      const [student, room] = booking
        ? await Promise.all([getUserById(booking.studentId), getRoom(booking.roomId)])
        : [null, null];
      if (!student || !room) return;
      const at = timeOf(calendar, planned.reported);
      const { request, reported } = reportedRequest(
        {
          reporter: { id: student.id, fullName: student.fullName, email: student.email },
          category: planned.category,
          urgency: planned.urgency,
          description: planned.description,
          location: roomLocation(room),
          photoKeys:
            planned.photo && student.id === demo?.id ? await aDemoPhoto(student.id, planned.photo) : [],
        },
        at,
      );
      await receiveReport({ request, reported, actor: userActor(student), filed: true });
      let worked = request;
      for (const step of planned.steps) {
        const stepAt = timeOf(calendar, step.when);
        const filed = student.id !== demo?.id || stepAt !== mailedAt;
        worked = await takeStep(worked, step, { actor, reporter: userActor(student) }, stepAt, filed);
      }
    }),
  );
}
