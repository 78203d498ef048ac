import type { Operation } from '../http/operation.ts';
import { getEmergency } from './get-emergency.ts';
import { getRealtimeTicket } from './get-realtime-ticket.ts';
import { switchEmergency } from './switch-emergency.ts';

/** Socket tickets, and the emergency switch. */
export const operations = { getRealtimeTicket, getEmergency, switchEmergency } satisfies Record<
  string,
  Operation
>;
