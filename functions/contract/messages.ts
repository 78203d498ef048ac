/**
 * Every user-facing message of the product, written once. The exact texts of docs/spec.md (§5 validation,
 * §8 error catalogue) are kept verbatim; the API throws them and the SPA shows them.
 *
 * One namespace per area, read as `import * as messages from '#contract/messages'` then
 * `messages.rooms.x`, each area a module of its own (./messages/) and each message an export of its
 * own: the bundlers keep only the messages a Lambda or a screen reads, and the app's bundler puts each
 * area in the chunk that uses it. In one module, every area any screen used landed in the shared first
 * chunk; with an area as one object, a screen that read one of its messages carried all of them (the
 * student's dashboard, reading one of the bookings area's, carried its fifty). So read a message where
 * it is used, `messages.auth.passwordMin`, never through an alias of its area (`const m =
 * messages.auth`), which keeps every message of the area wherever the alias is.
 */
export * as common from './messages/common.ts';
export * as auth from './messages/auth.ts';
export * as sessions from './messages/sessions.ts';
export * as secondFactor from './messages/secondFactor.ts';
export * as admins from './messages/admins.ts';
export * as lockdown from './messages/lockdown.ts';
export * as rooms from './messages/rooms.ts';
export * as students from './messages/students.ts';
export * as bookings from './messages/bookings.ts';
export * as bookingRequests from './messages/bookingRequests.ts';
export * as settings from './messages/settings.ts';
export * as content from './messages/content.ts';
export * as site from './messages/site.ts';
export * as audit from './messages/audit.ts';
export * as waitlist from './messages/waitlist.ts';
export * as exports from './messages/exports.ts';
export * as uploads from './messages/uploads.ts';
export * as maintenance from './messages/maintenance.ts';
export * as money from './messages/money.ts';
export * as notifications from './messages/notifications.ts';
export * as announcements from './messages/announcements.ts';
export * as residence from './messages/residence.ts';
export * as desk from './messages/desk.ts';
