import type { Domain } from '../../functions/routes.ts';

/**
 * What each Lambda may do beyond the defaults, so its IAM policy grants that and nothing more.
 *
 * Every function may read and write the table's items (the data layer's Get/Put/Update/Delete/Query and
 * transactions; no table administration), read the session signing secret (every request resolves the
 * session cookie) and write its own log group. On top of that:
 * - `mail`: send email through SES, from the sender identity only;
 * - `push`: post to (and drop) WebSocket connections through the API Gateway management API, and get
 *   WEBSOCKET_CALLBACK_URL.
 *
 * A domain not listed here gets the defaults only: adding a domain to the route table gives it a Lambda
 * with no extra permission until one is granted here.
 */
export interface FunctionNeeds {
  mail?: boolean;
  push?: boolean;
}

/** The realtime Lambda behind the WebSocket API, which is not in the HTTP route table. */
export const realtimeFunction = 'realtime';

export const functionNeeds: Partial<Record<Domain | typeof realtimeFunction, FunctionNeeds>> = {
  // Verification and password-reset mail.
  auth: { mail: true },
  // Staff-created students and admins get a set-password link by mail.
  students: { mail: true },
  admins: { mail: true },
  // The emergency controls broadcast a lockdown to every open connection.
  settings: { push: true },
  // Answers and closes its own connections.
  realtime: { push: true },
};

export function needsOf(name: string): FunctionNeeds {
  return functionNeeds[name as keyof typeof functionNeeds] ?? {};
}
