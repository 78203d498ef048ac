/**
 * Every user-facing message of the product, written once. The exact texts of docs/spec.md (§5 validation,
 * §8 error catalogue) are kept verbatim; the API throws them and the SPA shows them.
 *
 * One export per area, read as `import * as messages from '#contract/messages'` then `messages.rooms.x`,
 * and each area a module of its own (./messages/): the bundlers keep only the areas a Lambda or a screen
 * reads, and the app's bundler puts each area in the chunk that uses it. In one module, every area any
 * screen used landed in the shared first chunk, so each new message grew every user's first screen.
 * A bundler keeps a whole area for one message read, so an area that a first screen reads holds what
 * screens say, and what only the API says (its refusals, whose text the SPA shows as the server sent it)
 * is an area of its own, as `requests` and `addresses` are.
 */
export { common } from './messages/common.ts';
export { requests } from './messages/requests.ts';
export { addresses } from './messages/addresses.ts';
export { auth } from './messages/auth.ts';
export { passwords } from './messages/passwords.ts';
export { sessions } from './messages/sessions.ts';
export { sessionList } from './messages/sessionList.ts';
export { secondFactor } from './messages/secondFactor.ts';
export { admins } from './messages/admins.ts';
export { lockdown } from './messages/lockdown.ts';
export { lockdownSwitch } from './messages/lockdownSwitch.ts';
export { rooms } from './messages/rooms.ts';
export { students } from './messages/students.ts';
export { bookings } from './messages/bookings.ts';
export { bookingRefusals } from './messages/bookingRefusals.ts';
export { bookingRequests } from './messages/bookingRequests.ts';
export { archiveReasons } from './messages/archiveReasons.ts';
export { settings } from './messages/settings.ts';
export { content } from './messages/content.ts';
export { site } from './messages/site.ts';
export { audit } from './messages/audit.ts';
export { waitlist } from './messages/waitlist.ts';
export { exports } from './messages/exports.ts';
export { uploads } from './messages/uploads.ts';
export { maintenance } from './messages/maintenance.ts';
export { money } from './messages/money.ts';
export { ledgerDescriptions } from './messages/ledgerDescriptions.ts';
export { notifications } from './messages/notifications.ts';
export { announcements } from './messages/announcements.ts';
export { residence } from './messages/residence.ts';
export { desk } from './messages/desk.ts';
export { parcels } from './messages/parcels.ts';
