import { domainHandler } from '../http/pipeline.ts';
import { getEmergency } from './get-emergency.ts';
import { getRealtimeTicket } from './get-realtime-ticket.ts';
import { switchEmergency } from './switch-emergency.ts';

/**
 * The HTTP side of realtime: socket tickets, and the emergency switch that pushes to every socket (so
 * this is the one HTTP Lambda that may call the WebSocket management API).
 */
export const operations = { getRealtimeTicket, getEmergency, switchEmergency };

export const handler = domainHandler('realtime', operations);
