import type { Operation } from '../http/operation.ts';
import { acceptOfferOperation, declineOfferOperation } from './answer-offer.ts';
import { getMyWaitlist } from './get-my-waitlist.ts';
import { joinWaitlistOperation } from './join-waitlist.ts';
import { leaveWaitlistOperation } from './leave-waitlist.ts';
import { moveWaitlistEntry, removeWaitlistEntry } from './staff-changes.ts';
import { getWaitingForRoom, getWaitlistQueue } from './staff-queue.ts';

/** The waitlist: a student joins, leaves and answers their offer; staff run the queue. */
export const operations = {
  getMyWaitlist,
  joinWaitlist: joinWaitlistOperation,
  leaveWaitlist: leaveWaitlistOperation,
  acceptOffer: acceptOfferOperation,
  declineOffer: declineOfferOperation,
  getWaitlistQueue,
  getWaitingForRoom,
  removeWaitlistEntry,
  moveWaitlistEntry,
} satisfies Record<string, Operation>;
