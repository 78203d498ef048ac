import { domainHandler } from '../http/pipeline.ts';
import { acceptOfferOperation, declineOfferOperation } from './answer-offer.ts';
import { getMyWaitlist } from './get-my-waitlist.ts';
import { joinWaitlistOperation } from './join-waitlist.ts';
import { leaveWaitlistOperation } from './leave-waitlist.ts';
import { moveWaitlistEntry, removeWaitlistEntry } from './staff-changes.ts';
import { getWaitingForRoom, getWaitlistQueue } from './staff-queue.ts';

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
};

export const handler = domainHandler('waitlist', operations);
