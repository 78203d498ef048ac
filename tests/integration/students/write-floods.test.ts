import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { bookingRequestChangesPerStudent } from '../../../functions/api/bookings/limits.ts';
import { waitlistChangesPerStudent } from '../../../functions/api/waitlist/limits.ts';
import { ownProfileSavesPerStudent } from '../../../functions/api/students/limits.ts';
import { checkoutsPerStudent } from '../../../functions/domain/money/online-payments.ts';
import type { ThrottleRule } from '../../../functions/data/throttle.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import type { ApiResponse } from '../../support/invoke.ts';
import { owing, startPaying } from '../../support/paystack.ts';
import type { SignedIn } from '../../support/sessions.ts';
import { hostelHas } from '../../support/waitlist.ts';

/**
 * What one student's script could do in a loop with their own account: each of these writes an audit
 * entry (a profile's save may also say a student ID number is taken), or starts a transaction at Paystack that the reconciliation then asks about every ten minutes
 * for a week, so a loop would bury the audit trail or spend the integration's calls that every other
 * student's payment needs (OWASP ASVS 11.1.4). The legitimate paths are in their flows' own tests.
 */
interface Flood {
  what: string;
  rule: ThrottleRule;
  /** Readies a student for the flood: its one request, made again and again. */
  ready: (student: SignedIn) => Promise<() => Promise<ApiResponse>>;
}

const floods: Flood[] = [
  {
    what: 'saving their own profile',
    rule: ownProfileSavesPerStudent,
    ready: async (student) => {
      let saved = 0;
      return () =>
        call(student, 'PUT', `/students/${student.user.id}`, {
          phoneNumber: `+2332012345${String(saved++ % 100).padStart(2, '0')}`,
        });
    },
  },
  {
    what: 'online checkouts',
    rule: checkoutsPerStudent,
    ready: async (student) => {
      await owing(student, 100_000);
      return () => startPaying(student, 1_000);
    },
  },
  {
    what: 'joining and leaving the waitlist',
    rule: waitlistChangesPerStudent,
    ready: async (student) => {
      const roomType = await hostelHas(`Type-${Math.random().toString(36).slice(2, 8)}`);
      let waiting = false;
      return async () => {
        waiting = !waiting;
        return waiting
          ? call(student, 'POST', '/waitlist', { roomTypes: [roomType] })
          : call(student, 'DELETE', '/waitlist');
      };
    },
  },
  {
    what: 'asking for and withdrawing booking requests',
    rule: bookingRequestChangesPerStudent,
    ready: async (student) => {
      const booking = await book(student, await aRoom({ capacity: 2 }));
      let asked: string | null = null;
      return async () => {
        if (asked) {
          const withdrawn = await call(student, 'POST', `/booking-requests/${asked}/withdraw`);
          asked = null;
          return withdrawn;
        }
        const response = await call(student, 'POST', '/booking-requests', {
          bookingId: booking.id,
          kind: 'cancellation',
          reason: 'Moving home',
        });
        asked = response.status === 201 ? (response.body.request as { id: string }).id : null;
        return response;
      };
    },
  },
];

describe('a student’s own writes, made in a loop', () => {
  it.each(floods)(
    'refuse $what past the hour’s limit with 429 and a wait, not another student’s',
    async (flood) => {
      const [send, neighbourSends] = await Promise.all([
        aStudent().then(flood.ready),
        aStudent().then(flood.ready),
      ]);

      const answers: ApiResponse[] = [];
      for (let i = 0; i < flood.rule.limit + 3; i++) answers.push(await send());
      const neighbour = await neighbourSends();

      expect(answers.slice(0, flood.rule.limit).map((answer) => answer.status < 300)).not.toContain(false);
      const refused = answers.slice(flood.rule.limit);
      expect(refused.map((answer) => answer.status)).toEqual([429, 429, 429]);
      expect(refused[0]!.body).toEqual({ message: messages.requests.tooManyRequests });
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(neighbour.status).toBeLessThan(300);
    },
  );
});
