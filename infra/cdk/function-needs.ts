import type { UploadPurpose } from '../../functions/contract/uploads.ts';
import type { SecretPartition } from '../../functions/data/keys.ts';
import type { Domain } from '../../functions/routes.ts';

/**
 * What each Lambda may do beyond the defaults, so its IAM policy grants that and nothing more.
 *
 * Every function may read and write the table's items (the data layer's Get/Put/Update/Delete/Query and
 * transactions; no table administration), read the session signing secret (every request resolves the
 * session cookie) and the origin secret (every request must carry CloudFront's), and write its own log
 * group. On top of that:
 * - `mail`: send email through SES, from the sender identity only;
 * - `push`: post to (and drop) WebSocket connections through the API Gateway management API, and get
 *   WEBSOCKET_CALLBACK_URL;
 * - `uploads`: sign upload forms and reads in the uploads bucket, and keep uploads, for these purposes'
 *   prefixes only (infra/cdk/uploads.ts), and get UPLOADS_BUCKET.
 * - `payments`: read the payment provider's secret key (PAYSTACK_SECRET_KEY_ARN), which starts
 *   checkouts, verifies charges and checks webhook signatures (docs/decisions/0040).
 *
 * Every function may also send to the jobs queue (functions/platform/job-queue.ts): any use case may hand its
 * follow-up work there.
 *
 * The table's secret partitions (data/keys.ts, `secretPartitions`: password hashes, sessions, tokens,
 * tickets, held registrations) are the exception to "every function may read and write the table's
 * items": a function reaches only those its `secrets` name, or `defaultSecrets` when it names none
 * (infra/cdk/secret-partitions.ts, docs/decisions/0049). tests/unit/infra/secret-partitions.test.ts
 * checks each list against the function's bundle, so a list says exactly what the code uses.
 *
 * A domain not listed here gets the defaults only: adding a domain to the route table gives it a Lambda
 * with no extra permission until one is granted here.
 */
export interface FunctionNeeds {
  mail?: boolean;
  push?: boolean;
  uploads?: readonly UploadPurpose[];
  payments?: boolean;
  /** The secret partitions its code reads or writes; `defaultSecrets` when absent. */
  secrets?: readonly SecretPartition[];
  /** Longer than the default 10 s, for work that really takes that long. */
  timeoutSeconds?: number;
  /** More than the default 1024 MB, for the CPU that comes with it. */
  memorySize?: number;
}

/**
 * The Lambda behind the WebSocket API, which is not in the HTTP route table. Its name differs from every
 * domain's ('realtime' is the HTTP domain that hands out tickets and throws the lockdown switch).
 */
export const realtimeFunction = 'websocket';

/** The Lambda that consumes the jobs queue (functions/jobs/handler.ts). */
export const jobsFunction = 'jobs';

export const functionNeeds: Partial<
  Record<Domain | typeof realtimeFunction | typeof jobsFunction, FunctionNeeds>
> = {
  // Verification and password-reset mail. Signs in (password hashes), opens sessions and remembered
  // browsers, issues and uses links, holds registrations for their job.
  auth: {
    mail: true,
    secrets: ['credentials', 'sessions', 'rememberFamilies', 'tokens', 'registrations', 'signIns'],
  },
  // A staff sign-in's second step: its ticket, the authenticator secret and recovery codes (credential
  // partition), then the session it opens. Adding a passkey checks the account's password (read from the
  // same partition).
  'second-factor': { secrets: ['credentials', 'sessions', 'rememberFamilies', 'signIns'] },
  // New admins get a set-password link by mail. Deleting an admin deletes their password and ends
  // their sessions and links.
  admins: { mail: true, secrets: ['credentials', 'sessions', 'rememberFamilies', 'tokens'] },
  // Staff set a student's password, which ends the student's sessions and links; a deletion deletes it.
  students: { secrets: ['credentials', 'sessions', 'rememberFamilies', 'tokens'] },
  // Students pay online, and Paystack's webhook credits what its verify call confirms.
  money: { payments: true },
  // A read in one tab is pushed to the reader's other tabs, so every bell agrees.
  notifications: { push: true },
  // The lockdown switch broadcasts the lockdown to every open connection. Hands out realtime tickets.
  realtime: { push: true, secrets: ['sessions', 'rememberFamilies', 'realtimeTickets'] },
  // Closes a connection whose join-user does not match its ticket. Uses the ticket, and checks the
  // session it was issued for; it reads no remember cookie.
  websocket: { push: true, secrets: ['sessions', 'realtimeTickets'] },
  // A student's photos of a repair: the upload form, keeping them with the request, reading them back.
  maintenance: { uploads: ['maintenance'] },
  // Photos of a room's items in the desk's condition reports, read back by staff and the booking's student.
  desk: { uploads: ['condition-photos'] },
  // A move of a student checked in keeps the photos of how the room left was handed back (decision 0106).
  bookings: { uploads: ['condition-photos'] },
  // Staff's photos of the room types, published for the public rooms page (decision 0044).
  settings: { uploads: ['room-photos'] },
  // A report of 5,000 bookings takes several seconds of pdf-lib layout (tests/perf/export-pdf.ts).
  exports: { timeoutSeconds: 30 },
  // The background work of functions/jobs: mail after commits and pushes to open browsers. A job that
  // grows with the hostel pages through its work and queues the rest, so a minute is a generous bound.
  // Settles held registrations (an account with its password), mails links, moves old profiles'
  // password hashes (decision 0049); it resolves no session, but ends those of an account closed, or of
  // a password changed, a moment ago once the sign-ins racing it are over (decisions 0074, 0075).
  // Reconciles the online payments no webhook or return reported with Paystack's verify call (0077).
  [jobsFunction]: {
    mail: true,
    push: true,
    payments: true,
    timeoutSeconds: 60,
    // A lockdown worker's PUSH_RATE (1,600 calls a second by default) costs about 0.4 ms of CPU a call
    // in the SDK (docs/decisions/0053-lockdown-pushes-within-the-api-gateway-rate.md): at 1,769 MB
    // Lambda gives a whole vCPU (docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html).
    memorySize: 1769,
    secrets: ['credentials', 'sessions', 'rememberFamilies', 'tokens', 'registrations'],
  },
};

/**
 * Every HTTP function resolves the caller's session and records the activity of its remembered browser
 * (api/session/resolve.ts): those items are all it needs.
 */
export const defaultSecrets: readonly SecretPartition[] = ['sessions', 'rememberFamilies'];

export function secretsOf(name: string): readonly SecretPartition[] {
  return needsOf(name).secrets ?? defaultSecrets;
}

/** How long a function may run when function-needs.ts says nothing: API Gateway waits for it. */
export const defaultTimeoutSeconds = 10;

export function needsOf(name: string): FunctionNeeds {
  return functionNeeds[name as keyof typeof functionNeeds] ?? {};
}

/** The function's configured timeout; the CDK app sets it and the local server enforces it. */
export function timeoutSecondsOf(name: string): number {
  return needsOf(name).timeoutSeconds ?? defaultTimeoutSeconds;
}
