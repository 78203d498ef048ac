/*
 * How the socket's ticket travels, apart from the message schemas of realtime.ts so that a browser
 * opening the socket loads no validation library with its first screen.
 */

/**
 * The subprotocol of the product's socket. The client offers it and, beside it, the ticket as a second
 * subprotocol `ticket.<ticket>` (the Sec-WebSocket-Protocol header), never in the URL: CloudFront's
 * access logs keep every URL's query for 90 days, and no header of this kind (issue 25). The server
 * accepts the upgrade by echoing this one, never the ticket.
 */
export const realtimeProtocol = 'northgate-realtime';
const ticketProtocolPrefix = 'ticket.';

/** The subprotocols a client offers for `ticket` (base64url, so a valid protocol token). */
export const socketProtocols = (ticket: string) => [realtimeProtocol, `${ticketProtocolPrefix}${ticket}`];

/**
 * The ticket a Sec-WebSocket-Protocol header carries, when it also offers the product's subprotocol;
 * undefined otherwise.
 */
export function ticketOfProtocols(header: string | undefined): string | undefined {
  const offered = (header ?? '').split(',').map((protocol) => protocol.trim());
  if (!offered.includes(realtimeProtocol)) return undefined;
  const ticket = offered.find((protocol) => protocol.startsWith(ticketProtocolPrefix));
  return ticket ? ticket.slice(ticketProtocolPrefix.length) || undefined : undefined;
}
