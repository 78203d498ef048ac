import { domainHandler } from '../http/pipeline.ts';
import { operations } from './operations.ts';

/**
 * The HTTP side of realtime: socket tickets, and the lockdown switch that pushes to every socket (so
 * this is the one HTTP Lambda that may call the WebSocket management API).
 */
export const handler = domainHandler('realtime', operations);
