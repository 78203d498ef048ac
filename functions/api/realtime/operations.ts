import type { Operation } from '../http/operation.ts';
import { getLockdown } from './get-lockdown.ts';
import { getRealtimeTicket } from './get-realtime-ticket.ts';
import { switchLockdownOperation } from './switch-lockdown.ts';

/** Socket tickets, and the lockdown's switch. */
export const operations = {
  getRealtimeTicket,
  getLockdown,
  switchLockdown: switchLockdownOperation,
} satisfies Record<string, Operation>;
