/**
 * Key shapes of the single table. This module and the entity modules beside it are the only code that
 * knows them.
 *
 * | access pattern                         | key condition                                   | index |
 * |----------------------------------------|-------------------------------------------------|-------|
 * | settings (one item)                    | PK = SETTINGS, SK = GLOBAL                      | table |
 * | the latest semester roll-over          | PK = SETTINGS, SK = ROLLOVER                    | table |
 * | session by its secret's hash (cookie)  | PK = SESSION#{sha256}, SK = SESSION             | table |
 * | sessions of a user (list, revoke all)  | GSI1PK = SESSION#USER#{userId}                  | GSI1  |
 * | remembered browser (token family)      | PK = REMEMBER#{familyId}, SK = FAMILY           | table |
 * | remembered browsers of a user          | GSI1PK = REMEMBER#USER#{userId}                 | GSI1  |
 * | user by id                             | PK = USER#{id}, SK = PROFILE                    | table |
 * | a user's password hash (sign-in only)  | PK = CREDENTIAL#{userId}, SK = PASSWORD         | table |
 * | profiles still holding a hash (0049)   | GSI2PK = ROLE#{role} (+ filter passwordHash)    | GSI2  |
 * | user by email (unique)                 | PK = EMAIL#{email}, SK = EMAIL                  | table |
 * | student ID number (unique claim)       | PK = STUDENTID#{number}, SK = STUDENTID         | table |
 * | user by public id                      | GSI1PK = USERPID#{publicId}, GSI1SK = USER      | GSI1  |
 * | users of a role, by name               | GSI2PK = ROLE#{role}, GSI2SK = {name}#{id}      | GSI2  |
 * | realtime ticket by its hash (1 use)    | PK = WSTICKET#{sha256}, SK = TICKET             | table |
 * | socket connection by id                | PK = CONNECTIONS, SK = CONNECTION#{id}          | table |
 * | every open connection (lockdown, 0090) | PK = CONNECTIONS, read consistently             | table |
 * | connections stored before 0090         | PK = CONNECTION#{id}, SK = CONNECTION; GSI3PK = CONNECTIONS | GSI3 |
 * | open connections of one user (notices) | GSI1PK = USER#{userId}, GSI1SK begins CONNECTION# | GSI1 |
 * | open connections of staff (0066)       | GSI2PK = STAFFCONNECTIONS (staff's only: sparse) | GSI2  |
 * | a user's places for sockets (0070)     | PK = SOCKETPLACES#{userId}, SK = SOCKETPLACES   | table |
 * | students page / search / count          | GSI2PK = ROLE#student (+ filter on searchText or ids) | GSI2 |
 * | room by id                             | PK = ROOM#{id}, SK = ROOM                       | table |
 * | room number (unique claim)             | PK = ROOMNUMBER#{number}, SK = ROOMNUMBER       | table |
 * | rooms of a room type (0078)            | PK = ROOMTYPE#{name}, SK = ROOMS (a set of ids) | table |
 * | room by public id                      | GSI1PK = ROOMPID#{publicId}, GSI1SK = ROOM      | GSI1  |
 * | all rooms by number (lists, available) | GSI2PK = ROOMS, GSI2SK = {roomNumber}           | GSI2  |
 * | booking (live or archived) by id       | PK = BOOKING#{id}, SK = LIVE or ARCHIVE         | table |
 * | booking by public id                   | GSI1PK = BOOKINGPID#{publicId}                  | GSI1  |
 * | a student's current booking            | GSI2PK = STUDENTBOOKINGS#{sid}, begins LIVE#    | GSI2  |
 * | a student's archive, newest first      | GSI2PK = STUDENTBOOKINGS#{sid}, begins ARCHIVE# | GSI2  |
 * | bookings of an academic period         | GSI3PK = PERIOD#{year}#{semester}, by createdAt | GSI3  |
 * | a student's active booking (unique)    | PK = STUDENT#{sid}, SK = ACTIVEBOOKING          | table |
 * | occupants of a room                    | GSI1PK = OCCUPANTS#{roomId} (active markers)    | GSI1  |
 * | every active booking (clear, roll-over) | GSI2PK = ACTIVEBOOKINGS (active markers)        | GSI2  |
 * | bookings awaiting deposit, by deadline | GSI3PK = DEPOSITSDUE, GSI3SK < {now} ({dueBy}#{bookingId}) | GSI3 |
 * | audit trail, newest first              | PK = AUDIT, SK = {at}#{id}, descending          | table |
 * | audit trail of some days, filtered      | PK = AUDIT, SK between {from} and {to}~ (+ filter) | table |
 * | link or remember token by its hash     | PK = TOKEN#{sha256}, SK = TOKEN                 | table |
 * | tokens of a user, by purpose (revoke)  | GSI1PK = TOKEN#USER#{userId}, GSI1SK begins TOKEN#{purpose}# | GSI1 |
 * | a registration waiting for its job     | PK = REGISTRATION#{id}, SK = REGISTRATION       | table |
 * | a user's authenticator-app secret      | PK = CREDENTIAL#{userId}, SK = TOTP             | table |
 * | a user's recovery code by its hash     | PK = CREDENTIAL#{userId}, SK = RECOVERY#{sha256} | table |
 * | a user's second factors (0079, a set)  | PK = CREDENTIAL#{userId}, SK = FACTORS          | table |
 * | passkey by credential id (sign-in)     | PK = PASSKEY#{credentialId}, SK = PASSKEY       | table |
 * | passkeys of a user (list, allow list)  | GSI1PK = USER#{userId}, GSI1SK begins PASSKEY#  | GSI1  |
 * | pending sign-in by its ticket's hash   | PK = SIGNIN#{sha256}, SK = SIGNIN               | table |
 * | throttle counter of a window           | PK = THROTTLE#{rule}#{subject}, SK = {windowStart} | table |
 * | known subject of a rule (a mark)       | PK = THROTTLE#{rule}#{subject}, SK = 0          | table |
 * | public content, current text           | PK = CONTENT#{key}, SK = CURRENT                | table |
 * | public content, versions newest first  | PK = CONTENT#{key}, SK between VERSION#{a..b}   | table |
 * | waitlist entry of a student in a period | PK = WAITLIST#{year}#{sem}, SK = ENTRY#{sid}    | table |
 * | the whole queue of a period            | PK = WAITLIST#{year}#{sem}, begins ENTRY#       | table |
 * | waiters per room type/block/gender     | PK = WAITCOUNT#{year}#{sem}, SK = {type}#{block}#{gender} | table |
 * | live holds (offers) on a room's beds   | GSI1PK = HOLDS#{roomId} (offered entries only)  | GSI1  |
 * | outstanding offers by deadline (expiry) | GSI2PK = WAITLISTOFFERS, GSI2SK = {expiresAt}#{sid} | GSI2 |
 * | mail written with its change (outbox)  | PK = OUTBOX, SK = {at}#{id}                     | table |
 * | the mail line's next free hand-off time | PK = MAILLINE, SK = MAILLINE (one item)        | table |
 * | maintenance request by id              | PK = MAINT#{id}, SK = REQUEST                   | table |
 * | a request with its history, oldest first | PK = MAINT#{id} (REQUEST, then EVENT#{at}#{id}) | table |
 * | a student's requests, newest first     | GSI2PK = MAINTREPORTER#{sid}, GSI2SK = {at}#{id} | GSI2 |
 * | the maintenance queue (open or closed)  | GSI3PK = MAINTQUEUE#{OPEN or CLOSED}, GSI3SK = {at}#{id} | GSI3 |
 * | requests reported in a range (reports) | GSI3PK = MAINTQUEUE#{OPEN and CLOSED}, GSI3SK between {from} and {to} | GSI3 |
 * | closed requests resolved since a time  | GSI3PK = MAINTQUEUE#CLOSED (+ filter resolvedAt) | GSI3 |
 * | a staff member's weekly summary (mark) | PK = REPAIRSUMMARY#{isoWeek}, SK = USER#{userId} | table |
 * | a month's repair ratings (count, sum)  | PK = REPAIRRATINGS, SK = {YYYY-MM}              | table |
 * | booking request by id                  | PK = BOOKINGREQ#{id}, SK = REQUEST              | table |
 * | a booking's open request (unique claim) | PK = OPENBOOKINGREQ#{bookingId}, SK = OPEN      | table |
 * | a booking's requests, newest first     | GSI2PK = BOOKINGREQS#{bookingId}, GSI2SK = {at}#{id} | GSI2 |
 * | the request queue (open or closed)     | GSI3PK = BOOKINGREQQUEUE#{OPEN or CLOSED}, GSI3SK = {at}#{id} | GSI3 |
 * | a period's prices (one item)           | PK = PRICES#{year}#{sem}, SK = PRICES           | table |
 * | a student's ledger, oldest first       | PK = LEDGER#{sid}, begins ENTRY# ({at}#{n}#{id}) | table |
 * | a student's balance (one item)         | PK = LEDGER#{sid}, SK = BALANCE                 | table |
 * | an entry's reversal (unique claim)     | PK = LEDGER#{sid}, SK = REVERSED#{entryId}      | table |
 * | a charge's refund (unique claim)       | PK = LEDGER#{sid}, SK = REFUNDED#{chargeId}     | table |
 * | balances of a page of students         | batch get of PK = LEDGER#{sid}, SK = BALANCE    | table |
 * | whether any money is recorded (the currency lock) | GSI3PK = BALANCES, first item | GSI3 |
 * | who owes, with the charges each keeps (outstanding list) | GSI3PK = BALANCES (+ filter balance > 0) | GSI3 |
 * | every student with money (payments report; + their ledgers) | GSI3PK = BALANCES | GSI3 |
 * | a period's totals (dashboard)          | GSI3PK = BALANCES, sum total#{name}#{period} | GSI3 |
 * | the next receipt number (counter)      | PK = COUNTER, SK = RECEIPT                      | table |
 * | an online payment by our reference     | PK = ONLINEPAY#{reference}, SK = PAYMENT        | table |
 * | online payments whose wait began in a range (reconciliation) | GSI3PK = ONLINEPAYS#PENDING, GSI3SK between {from} and {to}~ | GSI3 |
 * | a student's online payments in progress (pending, or not matching), newest first | GSI2PK = STUDENTONLINEPAYS#{sid}, descending | GSI2 |
 * | a student's checkouts left unpaid since a time, newest first (0095) | GSI2PK = STUDENTLEFTPAYS#{sid}, GSI2SK >= {since}, descending | GSI2 |
 * | a student's last payment reminder      | PK = LEDGER#{sid}, SK = REMINDER                | table |
 * | students who owe (reminders)           | GSI3PK = BALANCES (+ filter balance > 0)        | GSI3  |
 * | a user's notification by id            | PK = NOTICES#{userId}, SK = N#{id}              | table |
 * | a user's notifications, newest first   | PK = NOTICES#{userId}, SK between N#{since} and N#~ | table |
 * | a user's unread since the read mark    | PK = NOTICES#{userId}, SK > N#{mark}~ (+ filter unread) | table |
 * | a user's read mark ("all read" up to)  | PK = NOTICES#{userId}, SK = READMARK            | table |
 * | a user's notification preferences      | PK = NOTICES#{userId}, SK = PREFERENCES         | table |
 * | a user's pinned announcements          | PK = NOTICES#{userId}, SK from N#{since} (+ filter pinned) | table |
 * | an announcement by id                  | PK = ANNOUNCEMENT#{id}, SK = ANNOUNCEMENT       | table |
 * | a booking's desk record (days, check-in/out) | PK = DESK#{bookingId}, SK = DESK          | table |
 * | desk records of many bookings (today's desk) | batch get of PK = DESK#{bookingId}        | table |
 * | parcel by id                           | PK = PARCEL#{id}, SK = PARCEL                   | table |
 * | a student's parcels waiting, newest first | GSI2PK = STUDENTPARCELS#{sid}, begins waiting# | GSI2  |
 * | the desk's parcels waiting             | GSI3PK = PARCELS#WAITING                        | GSI3  |
 * | parcels collected since a time          | GSI3PK = PARCELS#COLLECTED, GSI3SK >= {since}   | GSI3  |
 * | announcements, newest first            | GSI2PK = ANNOUNCEMENTS, GSI2SK = {publishAt}#{id} | GSI2 |
 * | who an announcement reached (and read) | GSI1PK = ANNOUNCED#{id}, GSI1SK = {userId}      | GSI1  |
 *
 * Why these are bounded without a scan:
 * - Rooms live in one GSI2 partition (ROOMS). A hostel has hundreds of rooms, not millions, so every room
 *   list reads that one partition (about 0.5 KB a room: 1,000 rooms fit in one 1 MB page) and filters and
 *   pages in memory; the page's total is exact.
 * - Students: the ROLE#student partition is sorted by name. A plain page counts the partition (a COUNT
 *   query returns no items) and positions on the page with a COUNT query limited to the skipped items,
 *   then reads only the page. Text search (name, email, phone, programme) filters the same partition on
 *   the lower-cased `searchText` attribute, or on the ids of a room's occupants when the search is its
 *   number (one read of the number's claim and the room's markers first): at the 5,000 students the
 *   hostel is sized for that is about 2.5 MB, three 1 MB query pages, read server side in one request;
 *   a hostel ten times larger would need a search index instead.
 * - Bookings lists read one academic period's partition (a hostel's beds bound it: a few thousand);
 *   per-student reads use the student's own partition; occupants and the active set use the marker
 *   items, which exist only for active bookings (sparse). A marker carries the deposit deadline's GSI3
 *   keys only while its booking awaits its deposit, so the deadline sweep reads those bookings only.
 * - The audit trail is one partition, newest first, paged like the students' list. A range of days is a
 *   key condition, so only those days are read; the other filters and the search filter what is read,
 *   server side in one request. Unlike the others this partition grows with every staff write, so a
 *   search over years of trail reads all of it: a hostel's few hundred writes a day are about 50 MB a
 *   year, which a search index would serve better once the trail is that old.
 * - A period's waitlist is one partition, read whole and ordered by rank in memory: it is bounded by the
 *   students of one period (5,000 at most, about 400 bytes an entry: two 1 MB pages). Its counters are
 *   one small partition too (room types × blocks × 3). Holds use sparse index keys that exist only while
 *   an entry is offered, so the expiry sweep reads outstanding offers only.
 * - A student's ledger is their own partition: a few charges and payments a period, so a statement of
 *   years reads a few pages. Its balance item lives beside the entries, with the running totals of each
 *   period it has entries in and its standing charges summed by due date (decision 0119). The balances
 *   partition holds one item a student with money (5,000 at most, a few hundred bytes each: a few 1 MB
 *   pages), read whole for the outstanding list, which ages the charges each keeps, and the totals. The
 *   payments report then reads the ledgers 250 students at a time and keeps only their rows, so its
 *   memory grows with what it reports.
 * - Online payments carry their index keys only while pending (sparse): the credit, the provider's
 *   "not completed" and "unclaimed" remove them. The pending partition holds the checkouts of the last
 *   minutes plus the few the provider still processes, and the reconciliation reads only the days it
 *   asks about (a key condition), a page a run; a student's own is a handful.
 * - Maintenance: a request and its history share one partition (a few dozen items). The queue's open
 *   requests are one partition, read whole and filtered, sorted and paged in memory like the rooms: a
 *   hostel has tens to a few hundred open at once. Closed requests move to their own partition, which
 *   grows with the years; it is read only when staff ask for closed ones, from the age they name back,
 *   for a report's range of days (a key condition), and once a week by the staff summary, which filters
 *   it on when each was resolved (a request is resolved long after its report): at a few thousand
 *   requests a year of about 1 KB, a few MB a year, read once a week.
 * - Booking requests: a booking's are its own partition (a handful). The open ones are one partition,
 *   read whole and filtered, sorted and paged in memory like maintenance's: a hostel has tens open at
 *   once. Closed ones move to their own partition, which grows with the years and is read only when
 *   staff ask for them.
 * - A user's notifications are one partition, its ids time-ordered (data/ids.ts newTimeOrderedId), so
 *   newest first is the key's order. Entries expire after notificationKeepDays (contract) through TTL,
 *   and every read starts its key condition at that age, so an entry TTL has not yet removed is never
 *   read: a resident told a few times a day has a few hundred entries. "Mark all read" is one item (the
 *   read mark), and the unread count reads only the entries after it.
 * - Parcels: the ones waiting are one partition, read whole and filtered, sorted and paged in memory
 *   like the open maintenance queue: a desk holds tens to a few hundred at once. Collected ones move to
 *   a partition keyed by when they were collected, which grows with the years; the desk reads only its
 *   last collectedParcelsShownDays (contract/parcels.ts), a key condition. A student's own are their
 *   partition, and their dashboard reads only the waiting ones (a key prefix).
 * - One user's connections are GSI1 keys on the connection items, beside their passkeys: a user has a
 *   handful of tabs. Connections written before these keys existed are gone within their two hours.
 * - A user's sessions, remembered browsers and link tokens are GSI1 partitions of their own, each led by
 *   its secret partition's prefix (SESSION#USER#{userId}...), so the IAM Deny that keeps a Lambda out of
 *   those items keeps it out of their index entries too (docs/decisions/0049). Entries written before
 *   share the user's USER#{userId} partition until `npm run move-secret-index-keys` moves them; the
 *   readers of these lists also read that partition meanwhile (data/user-index.ts).
 */

export const settingsKey = () => ({ PK: 'SETTINGS', SK: 'GLOBAL' });
export const rollOverKey = () => ({ PK: 'SETTINGS', SK: 'ROLLOVER' });

/**
 * `id` is the SHA-256 of the session's secret, never the secret: the secret is only in its tab's cookie,
 * so a copy of the table signs nobody in (decision 0063). Items written before under the raw secret are
 * found by no cookie and expire through TTL.
 */
export const sessionKey = (id: string) => ({ PK: `SESSION#${id}`, SK: 'SESSION' });
/**
 * A user's sessions are a GSI1 partition led by the sessions' own prefix, so the Lambdas denied
 * `SESSION#` cannot list them through the index either (docs/decisions/0049). A lockdown revokes
 * students by the epoch in the settings item, so no index lists sessions by role.
 */
export const userSessionsPartition = (userId: string) => `SESSION#USER#${userId}`;
export const userSessionsPrefix = 'SESSION#';
export const sessionIndexKeys = (id: string, userId: string) => ({
  GSI1PK: userSessionsPartition(userId),
  GSI1SK: `${userSessionsPrefix}${id}`,
});

export const rememberFamilyKey = (id: string) => ({ PK: `REMEMBER#${id}`, SK: 'FAMILY' });
/** Led by the families' own prefix, as a user's sessions are. */
export const userRememberFamiliesPartition = (userId: string) => `REMEMBER#USER#${userId}`;
export const userRememberFamiliesPrefix = 'REMEMBER#';
export const rememberFamilyIndexKeys = (id: string, userId: string) => ({
  GSI1PK: userRememberFamiliesPartition(userId),
  GSI1SK: `${userRememberFamiliesPrefix}${id}`,
});

/**
 * The GSI1 partition a user's sessions, remembered browsers and link tokens shared with their
 * connections and passkeys before they got partitions of their own: entries written then stay there
 * until `npm run move-secret-index-keys` moves them (data/user-index.ts, docs/decisions/0049).
 */
export const sharedUserIndexPartition = (userId: string) => `USER#${userId}`;

export const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });

/**
 * A user's secrets, kept apart from the profile that nearly every Lambda reads, so that IAM can keep
 * them from the Lambdas that do not use them (docs/decisions/0049). Its items carry no index keys: an
 * index would show them to any role that may query it. Each further secret of a user (a TOTP secret,
 * recovery codes) is one more sort key here; the IAM rule covers the whole partition.
 */
export const passwordCredentialKey = (userId: string) => ({ PK: `CREDENTIAL#${userId}`, SK: 'PASSWORD' });
export const emailKey = (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' });
/** The number arrives already in capitals (contract/student-fields.ts). */
export const studentIdNumberKey = (number: string) => ({ PK: `STUDENTID#${number}`, SK: 'STUDENTID' });
export const userIndexKeys = (user: { id: string; publicId: string; role: string; fullName: string }) => ({
  GSI1PK: `USERPID#${user.publicId}`,
  GSI1SK: 'USER',
  GSI2PK: `ROLE#${user.role}`,
  GSI2SK: `${user.fullName.toLowerCase()}#${user.id}`,
});
export const userPublicIdPartition = (publicId: string) => `USERPID#${publicId}`;
export const rolePartition = (role: string) => `ROLE#${role}`;

/** A staff member's authenticator-app secret and recovery codes: more secrets of the credential partition. */
export const totpKey = (userId: string) => ({ PK: `CREDENTIAL#${userId}`, SK: 'TOTP' });
export const recoveryCodeKey = (userId: string, hash: string) => ({
  PK: `CREDENTIAL#${userId}`,
  SK: `RECOVERY#${hash}`,
});
export const recoveryCodesPrefix = 'RECOVERY#';
/**
 * The names of the second factors a user holds, as a set (decision 0079): written in the transaction
 * of each factor stored or removed, so that its conditions see every racer.
 */
export const secondFactorsKey = (userId: string) => ({ PK: `CREDENTIAL#${userId}`, SK: 'FACTORS' });
export const passkeyKey = (credentialId: string) => ({ PK: `PASSKEY#${credentialId}`, SK: 'PASSKEY' });
export const passkeyIndexKeys = (credentialId: string, userId: string) => ({
  GSI1PK: sharedUserIndexPartition(userId),
  GSI1SK: `PASSKEY#${credentialId}`,
});
export const userPasskeysPrefix = 'PASSKEY#';
export const signInTicketKey = (hash: string) => ({ PK: `SIGNIN#${hash}`, SK: 'SIGNIN' });

export const realtimeTicketKey = (ticketHash: string) => ({ PK: `WSTICKET#${ticketHash}`, SK: 'TICKET' });

/**
 * Every connection is an item of one table partition: the lockdown's fan-out reads it consistently, which
 * an index cannot be read, so a connection stored before a switch is always found (decision 0090). A
 * hostel has thousands of sockets at most, a few pages. The ids sort at random, so DynamoDB can split a
 * busy partition by them, where an index sorted by the time of connecting is always written at its end.
 */
export const connectionsPartition = 'CONNECTIONS';
export const connectionKey = (id: string) => ({ PK: connectionsPartition, SK: `CONNECTION#${id}` });
/**
 * Where a connection stored before decision 0090 is, and the GSI3 partition that listed those: read
 * beside the new ones until the release after it, since such a socket can be open for 2 hours.
 */
export const formerConnectionKey = (id: string) => ({ PK: `CONNECTION#${id}`, SK: 'CONNECTION' });
export const formerConnectionsIndexPartition = 'CONNECTIONS';
export const staffConnectionsPartition = 'STAFFCONNECTIONS';
/** Only a staff member's connection carries these, so the partition holds staff's sockets alone. */
export const staffConnectionIndexKeys = (id: string, connectedAt: string) => ({
  GSI2PK: staffConnectionsPartition,
  GSI2SK: `${connectedAt}#${id}`,
});
export const userConnectionIndexKeys = (id: string, userId: string) => ({
  GSI1PK: sharedUserIndexPartition(userId),
  GSI1SK: `CONNECTION#${id}`,
});
export const userConnectionsPartition = sharedUserIndexPartition;
/** The ids of the connections holding a user's places, against the cap on their sockets (decision 0070). */
export const socketPlacesKey = (userId: string) => ({
  PK: `SOCKETPLACES#${userId}`,
  SK: 'SOCKETPLACES',
});
export const userConnectionsPrefix = 'CONNECTION#';
export const studentRolePartition = rolePartition('student');

export const roomKey = (id: string) => ({ PK: `ROOM#${id}`, SK: 'ROOM' });
export const roomNumberKey = (roomNumber: string) => ({
  PK: `ROOMNUMBER#${roomNumber.toUpperCase()}`,
  SK: 'ROOMNUMBER',
});
/** The ids of the rooms of a type, which a change of the room types checks (decision 0078). */
export const roomTypeRoomsKey = (roomType: string) => ({ PK: `ROOMTYPE#${roomType}`, SK: 'ROOMS' });
export const roomsPartition = 'ROOMS';
export const roomIndexKeys = (room: { publicId: string; roomNumber: string }) => ({
  GSI1PK: roomPublicIdPartition(room.publicId),
  GSI1SK: 'ROOM',
  GSI2PK: roomsPartition,
  GSI2SK: room.roomNumber,
});
export const roomPublicIdPartition = (publicId: string) => `ROOMPID#${publicId}`;

export const bookingPartition = (id: string) => `BOOKING#${id}`;
export const liveBookingKey = (id: string) => ({ PK: bookingPartition(id), SK: 'LIVE' });
export const archivedBookingKey = (id: string) => ({ PK: bookingPartition(id), SK: 'ARCHIVE' });
export const bookingPublicIdPartition = (publicId: string) => `BOOKINGPID#${publicId}`;
export const studentBookingsPartition = (studentId: string) => `STUDENTBOOKINGS#${studentId}`;
export const periodPartition = (academicYear: string, semester: number) =>
  `PERIOD#${academicYear}#${semester}`;
export const liveBookingIndexKeys = (booking: BookingKeyFields) => ({
  GSI1PK: bookingPublicIdPartition(booking.publicId),
  GSI1SK: 'LIVE',
  GSI2PK: studentBookingsPartition(booking.studentId),
  GSI2SK: `LIVE#${booking.createdAt}#${booking.id}`,
  GSI3PK: periodPartition(booking.academicYear, booking.semester),
  GSI3SK: `${booking.createdAt}#${booking.id}`,
});
export const archivedBookingIndexKeys = (booking: BookingKeyFields & { archivedAt: string }) => ({
  GSI1PK: bookingPublicIdPartition(booking.publicId),
  GSI1SK: 'ARCHIVE',
  GSI2PK: studentBookingsPartition(booking.studentId),
  GSI2SK: `ARCHIVE#${booking.archivedAt}#${booking.id}`,
  GSI3PK: periodPartition(booking.academicYear, booking.semester),
  GSI3SK: `${booking.createdAt}#${booking.id}`,
});
interface BookingKeyFields {
  id: string;
  publicId: string;
  studentId: string;
  academicYear: string;
  semester: number;
  createdAt: string;
}

/** The one item that says a student holds a bed: created with attribute_not_exists, so never two. */
export const activeBookingMarkerKey = (studentId: string) => ({
  PK: `STUDENT#${studentId}`,
  SK: 'ACTIVEBOOKING',
});
export const activeBookingsPartition = 'ACTIVEBOOKINGS';
export const roomOccupantsPartition = (roomId: string) => `OCCUPANTS#${roomId}`;
export const activeBookingMarkerIndexKeys = (marker: {
  studentId: string;
  roomId: string;
  bookingId: string;
}) => ({
  GSI1PK: roomOccupantsPartition(marker.roomId),
  GSI1SK: marker.studentId,
  GSI2PK: activeBookingsPartition,
  GSI2SK: marker.bookingId,
});
/** One partition of the bookings awaiting their deposit: at most the hostel's new bookings of a few days. */
export const depositsDuePartition = 'DEPOSITSDUE';
/** GSI3 keys an active marker carries only while its booking awaits its deposit (sparse). */
export const depositDueIndexKeys = (booking: { id: string; depositDueBy: string }) => ({
  GSI3PK: depositsDuePartition,
  GSI3SK: `${booking.depositDueBy}#${booking.id}`,
});

export const outboxPartition = 'OUTBOX';
export const outboxKey = (at: string, id: string) => ({ PK: outboxPartition, SK: `${at}#${id}` });
export const mailLineKey = () => ({ PK: 'MAILLINE', SK: 'MAILLINE' });
export const auditPartition = 'AUDIT';
export const auditKey = (at: string, id: string) => ({ PK: auditPartition, SK: `${at}#${id}` });
export const tokenKey = (hash: string) => ({ PK: `TOKEN#${hash}`, SK: 'TOKEN' });
/** Led by the tokens' own prefix, as a user's sessions are. */
export const userTokensPartition = (userId: string) => `TOKEN#USER#${userId}`;
export const tokenIndexKeys = (hash: string, userId: string, purpose: string) => ({
  GSI1PK: userTokensPartition(userId),
  GSI1SK: `TOKEN#${purpose}#${hash}`,
});
export const userTokensPrefix = (purpose?: string) => (purpose ? `TOKEN#${purpose}#` : 'TOKEN#');
export const heldRegistrationKey = (id: string) => ({ PK: `REGISTRATION#${id}`, SK: 'REGISTRATION' });

export const throttleKey = (rule: string, subject: string, windowStart: number) => ({
  PK: `THROTTLE#${rule}#${subject}`,
  SK: String(windowStart),
});

export const contentKey = (key: string) => ({ PK: `CONTENT#${key}`, SK: 'CURRENT' });
/** Zero-padded so versions sort by number. */
export const contentVersionKey = (key: string, version: number) => ({
  PK: `CONTENT#${key}`,
  SK: `VERSION#${String(version).padStart(8, '0')}`,
});
export const contentPartition = (key: string) => `CONTENT#${key}`;

export const waitlistPartition = (academicYear: string, semester: number) =>
  `WAITLIST#${academicYear}#${semester}`;
export const waitlistEntryPrefix = 'ENTRY#';
export const waitlistEntryKey = (academicYear: string, semester: number, studentId: string) => ({
  PK: waitlistPartition(academicYear, semester),
  SK: `${waitlistEntryPrefix}${studentId}`,
});
export const waitlistCounterPartition = (academicYear: string, semester: number) =>
  `WAITCOUNT#${academicYear}#${semester}`;
/** `block` is '*' for "any block"; `gender` is 'all', 'male' or 'female' (see data/waitlist.ts). */
export const waitlistCounterSortKey = (scope: { roomType: string; block: string; gender: string }) =>
  `${scope.roomType}#${scope.block}#${scope.gender}`;
export const waitlistCounterKey = (
  academicYear: string,
  semester: number,
  scope: { roomType: string; block: string; gender: string },
) => ({
  PK: waitlistCounterPartition(academicYear, semester),
  SK: waitlistCounterSortKey(scope),
});
export const roomHoldsPartition = (roomId: string) => `HOLDS#${roomId}`;
export const outstandingOffersPartition = 'WAITLISTOFFERS';
/** Index keys an entry carries only while it holds a bed (sparse: waiting entries have none). */
export const waitlistOfferIndexKeys = (offer: { roomId: string; studentId: string; expiresAt: string }) => ({
  GSI1PK: roomHoldsPartition(offer.roomId),
  GSI1SK: offer.studentId,
  GSI2PK: outstandingOffersPartition,
  GSI2SK: `${offer.expiresAt}#${offer.studentId}`,
});

export const maintenanceRequestPartition = (id: string) => `MAINT#${id}`;
export const maintenanceRequestKey = (id: string) => ({ PK: maintenanceRequestPartition(id), SK: 'REQUEST' });
export const maintenanceEventPrefix = 'EVENT#';
export const maintenanceEventKey = (requestId: string, at: string, id: string) => ({
  PK: maintenanceRequestPartition(requestId),
  SK: `${maintenanceEventPrefix}${at}#${id}`,
});
export const maintenanceReporterPartition = (studentId: string) => `MAINTREPORTER#${studentId}`;
/** The queue's two partitions: every request not closed, and the closed ones. */
export const maintenanceQueuePartition = (closed: boolean) => `MAINTQUEUE#${closed ? 'CLOSED' : 'OPEN'}`;
export const maintenanceRequestIndexKeys = (request: {
  id: string;
  reporterId: string;
  createdAt: string;
  closed: boolean;
}) => ({
  GSI2PK: maintenanceReporterPartition(request.reporterId),
  GSI2SK: `${request.createdAt}#${request.id}`,
  GSI3PK: maintenanceQueuePartition(request.closed),
  GSI3SK: `${request.createdAt}#${request.id}`,
});

/** Written once per staff member and ISO week (2026-W48) with the summary's notice: a repeat finds it. */
export const repairRatingsKey = (month: string) => ({ PK: 'REPAIRRATINGS', SK: month });

export const repairSummaryMarkKey = (week: string, userId: string) => ({
  PK: `REPAIRSUMMARY#${week}`,
  SK: `USER#${userId}`,
});

export const bookingRequestKey = (id: string) => ({ PK: `BOOKINGREQ#${id}`, SK: 'REQUEST' });
/** Created with attribute_not_exists and removed when the request closes: one open request a booking. */
export const openBookingRequestKey = (bookingId: string) => ({
  PK: `OPENBOOKINGREQ#${bookingId}`,
  SK: 'OPEN',
});
export const bookingRequestsPartition = (bookingId: string) => `BOOKINGREQS#${bookingId}`;
export const bookingRequestQueuePartition = (closed: boolean) =>
  `BOOKINGREQQUEUE#${closed ? 'CLOSED' : 'OPEN'}`;
export const bookingRequestIndexKeys = (request: {
  id: string;
  bookingId: string;
  createdAt: string;
  closed: boolean;
}) => ({
  GSI2PK: bookingRequestsPartition(request.bookingId),
  GSI2SK: `${request.createdAt}#${request.id}`,
  GSI3PK: bookingRequestQueuePartition(request.closed),
  GSI3SK: `${request.createdAt}#${request.id}`,
});

export const pricesKey = (academicYear: string, semester: number) => ({
  PK: `PRICES#${academicYear}#${semester}`,
  SK: 'PRICES',
});
export const ledgerPartition = (studentId: string) => `LEDGER#${studentId}`;
export const ledgerEntryPrefix = 'ENTRY#';
/** `order` is the entry's place among those written together, so a booking's rent reads before its deposit. */
export const ledgerEntryKey = (studentId: string, at: string, order: number, id: string) => ({
  PK: ledgerPartition(studentId),
  SK: `${ledgerEntryPrefix}${at}#${order}#${id}`,
});
export const balanceKey = (studentId: string) => ({ PK: ledgerPartition(studentId), SK: 'BALANCE' });
/** Every balance item is in one GSI3 partition, so whether any money was ever recorded is one read. */
export const balancesPartition = 'BALANCES';
export const reversalClaimPrefix = 'REVERSED#';
export const reversalClaimKey = (studentId: string, entryId: string) => ({
  PK: ledgerPartition(studentId),
  SK: `${reversalClaimPrefix}${entryId}`,
});
export const refundClaimKey = (studentId: string, chargeId: string) => ({
  PK: ledgerPartition(studentId),
  SK: `REFUNDED#${chargeId}`,
});
export const receiptCounterKey = () => ({ PK: 'COUNTER', SK: 'RECEIPT' });
/** When the student was last reminded of overdue charges: moved only by a conditional write. */
export const paymentReminderKey = (studentId: string) => ({ PK: ledgerPartition(studentId), SK: 'REMINDER' });
export const onlinePaymentKey = (reference: string) => ({ PK: `ONLINEPAY#${reference}`, SK: 'PAYMENT' });
/** Named when it held only pending payments; checkouts left unpaid are asked about from it too. */
export const reconciledOnlinePaymentsPartition = 'ONLINEPAYS#PENDING';
export const studentOnlinePaymentsPartition = (studentId: string) => `STUDENTONLINEPAYS#${studentId}`;
export const studentLeftOnlinePaymentsPartition = (studentId: string) => `STUDENTLEFTPAYS#${studentId}`;
/**
 * The reconciliation's index keys (sparse): by the moment the schedule's wait for the payment began, its
 * start for a pending payment (docs/decisions/0077, 0081).
 */
export const reconciledOnlinePaymentKeys = (reference: string, waitFrom: string) => ({
  GSI3PK: reconciledOnlinePaymentsPartition,
  GSI3SK: `${waitFrom}#${reference}`,
});
/** An online payment as a student's lists place it: by when it started. */
type StudentsPayment = { reference: string; studentId: string; createdAt: string };
const byStart = (payment: StudentsPayment) => `${payment.createdAt}#${payment.reference}`;
/** The keys of the student's list of payments in progress, which staff see (sparse): by when it started. */
export const studentOnlinePaymentKeys = (payment: StudentsPayment) => ({
  GSI2PK: studentOnlinePaymentsPartition(payment.studentId),
  GSI2SK: byStart(payment),
});
/**
 * The keys of the student's list of the checkouts they left unpaid (sparse; docs/decisions/0095): by when
 * it started, so their Money screen and staff's Money tab read only those of the last day.
 */
export const studentLeftOnlinePaymentKeys = (payment: StudentsPayment) => ({
  GSI2PK: studentLeftOnlinePaymentsPartition(payment.studentId),
  GSI2SK: byStart(payment),
});
/** The index keys a payment carries while pending: on both lists, by when it started. */
export const pendingOnlinePaymentIndexKeys = (payment: StudentsPayment) => ({
  ...studentOnlinePaymentKeys(payment),
  ...reconciledOnlinePaymentKeys(payment.reference, payment.createdAt),
});

export const noticesPartition = (userId: string) => `NOTICES#${userId}`;
export const noticePrefix = 'N#';
export const noticeKey = (userId: string, id: string) => ({
  PK: noticesPartition(userId),
  SK: `${noticePrefix}${id}`,
});
/** After every notice key: ids are hex, and '~' sorts after every hex digit. */
export const noticesEnd = `${noticePrefix}~`;
export const readMarkKey = (userId: string) => ({ PK: noticesPartition(userId), SK: 'READMARK' });
export const noticePreferencesKey = (userId: string) => ({ PK: noticesPartition(userId), SK: 'PREFERENCES' });

export const announcementKey = (id: string) => ({ PK: `ANNOUNCEMENT#${id}`, SK: 'ANNOUNCEMENT' });
export const announcementsPartition = 'ANNOUNCEMENTS';
export const announcementIndexKeys = (announcement: { id: string; publishAt: string }) => ({
  GSI2PK: announcementsPartition,
  GSI2SK: `${announcement.publishAt}#${announcement.id}`,
});
export const announcedPartition = (announcementId: string) => `ANNOUNCED#${announcementId}`;
/** Index keys of a notice entry an announcement wrote: its read and received counts come from them. */
export const announcedIndexKeys = (announcementId: string, userId: string) => ({
  GSI1PK: announcedPartition(announcementId),
  GSI1SK: userId,
});

export const deskKey = (bookingId: string) => ({ PK: `DESK#${bookingId}`, SK: 'DESK' });

/**
 * The partitions that hold secrets (password hashes, authenticator secrets and recovery codes, session
 * ids and their CSRF tokens, link and remember tokens, realtime tickets, registrations with their
 * password hash, a staff sign-in's second-step ticket), by the prefix of their partition key, which
 * also leads their index partitions: the CDK app denies each Lambda the ones its code does not use, on
 * the table and its indexes (infra/cdk/secret-partitions.ts,
 * docs/decisions/0049). For infra and tests only: a Lambda that imported this would carry every prefix,
 * which is how tests/unit/infra/secret-partitions.test.ts tells what a bundle uses.
 */
export const secretPartitions = {
  credentials: 'CREDENTIAL#',
  sessions: 'SESSION#',
  rememberFamilies: 'REMEMBER#',
  tokens: 'TOKEN#',
  realtimeTickets: 'WSTICKET#',
  registrations: 'REGISTRATION#',
  signIns: 'SIGNIN#',
} as const;
export type SecretPartition = keyof typeof secretPartitions;

/** A parcel at the desk, and its index keys: the student's own list and the desk's (waiting or collected). */
export const parcelKey = (id: string) => ({ PK: `PARCEL#${id}`, SK: 'PARCEL' });
export const studentParcelsPartition = (studentId: string) => `STUDENTPARCELS#${studentId}`;
export const parcelQueuePartition = (status: 'waiting' | 'collected') => `PARCELS#${status.toUpperCase()}`;
export const parcelIndexKeys = (parcel: {
  id: string;
  studentId: string;
  status: 'waiting' | 'collected';
  loggedAt: string;
  collectedAt: string | null;
}) => ({
  GSI2PK: studentParcelsPartition(parcel.studentId),
  GSI2SK: `${parcel.status}#${parcel.loggedAt}#${parcel.id}`,
  GSI3PK: parcelQueuePartition(parcel.status),
  GSI3SK: `${parcel.collectedAt ?? parcel.loggedAt}#${parcel.id}`,
});
