import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Booking } from '#contract/bookings';
import type { CheckIn, CheckInAnswer, CheckInLeft, CheckOut, RoomLeft } from '#contract/desk';
import { getMany } from './batch.ts';
import { getLiveBooking, liveAsRead } from './bookings.ts';
import { dynamo, tableName } from './dynamo.ts';
import { deskKey, liveBookingKey } from './keys.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';
import { Refused } from './refused.ts';

/**
 * A booking's desk record (docs/decisions/0038-desk-record-beside-the-booking.md): its own days, its
 * check-in with the student's answer, its check-out. One item beside the booking rather than fields of
 * it, so an ending, which copies the booking item whole into its archive, can never race a desk write
 * and drop it; each desk write holds its rule with conditions on this item and on the booking's live
 * record.
 */
export interface DeskRecord {
  bookingId: string;
  arrival: string | null;
  departure: string | null;
  /** The check-in of the room the booking holds now. */
  checkIn: CheckIn | null;
  /** Check-ins of rooms the student left by a move, oldest first (docs/decisions/0102). */
  earlierCheckIns: CheckInLeft[];
  checkOut: CheckOut | null;
}

export type DeskRefusal =
  | 'bookingEnded'
  | 'bookingChanged'
  | 'alreadyCheckedIn'
  | 'notCheckedIn'
  | 'alreadyAnswered'
  | 'alreadyCheckedOut';

export class DeskRefused extends Refused<DeskRefusal> {}

const emptyDesk = (bookingId: string): DeskRecord => ({
  bookingId,
  arrival: null,
  departure: null,
  checkIn: null,
  earlierCheckIns: [],
  checkOut: null,
});

/** A check-in is stored without its answer until the student gives one. */
type StoredCheckIn<C extends CheckIn> = Omit<C, 'answer'> & { answer?: CheckInAnswer };
const withAnswer = <C extends CheckIn>(checkIn: StoredCheckIn<C>) =>
  ({ ...checkIn, answer: checkIn.answer ?? null }) as C;

/** A room left is stored without how it was left when nobody recorded it (a move before 0106). */
type StoredCheckInLeft = Omit<StoredCheckIn<CheckInLeft>, 'leaving'> & { leaving?: RoomLeft };

function deskFromItem(item: Record<string, unknown>): DeskRecord {
  const checkIn = item.checkIn as StoredCheckIn<CheckIn> | undefined;
  const earlier = (item.earlierCheckIns as StoredCheckInLeft[] | undefined) ?? [];
  return {
    bookingId: item.bookingId as string,
    arrival: (item.arrival as string | undefined) ?? null,
    departure: (item.departure as string | undefined) ?? null,
    checkIn: checkIn ? withAnswer(checkIn) : null,
    earlierCheckIns: earlier.map((left) =>
      withAnswer<CheckInLeft>({ ...left, leaving: left.leaving ?? null }),
    ),
    checkOut: (item.checkOut as CheckOut | undefined) ?? null,
  };
}

/** A booking's desk record; an empty one when the desk has written nothing yet. */
export async function deskOf(bookingId: string): Promise<DeskRecord> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: deskKey(bookingId), ConsistentRead: true }),
  );
  return Item ? deskFromItem(Item) : emptyDesk(bookingId);
}

/** The desk records of many bookings, by booking id (empty ones for bookings the desk has not touched). */
export async function desksOf(bookingIds: string[]): Promise<Map<string, DeskRecord>> {
  const found = new Map(
    (await getMany(bookingIds.map(deskKey))).map((item) => [item.bookingId as string, deskFromItem(item)]),
  );
  return new Map(bookingIds.map((id) => [id, found.get(id) ?? emptyDesk(id)]));
}

/**
 * The booking is still live and active, and as read: in the room read, under its number, its student
 * named as read. A desk write records the room it was read in (the check-in's key and condition report)
 * and names the room and the student in its notice, so a move, a renumbering or a rename committed
 * meanwhile refuses it, as it refuses an ending (decision 0093), rather than letting it keep a report of
 * the room the student left or mail an address they no longer have.
 */
function bookingAsRead(booking: Booking): TransactItem {
  const asRead = liveAsRead(booking);
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: liveBookingKey(booking.id),
      ConditionExpression: `${asRead.expression} AND #status = :active`,
      ExpressionAttributeNames: { ...asRead.names, '#status': 'status' },
      ExpressionAttributeValues: { ...asRead.values, ':active': 'active' },
    },
  };
}

/** One desk write: the booking still active as read, the desk item's own condition, and the caller's audit. */
async function deskWrite(
  booking: Booking,
  update: Omit<NonNullable<TransactItem['Update']>, 'TableName' | 'Key'>,
  refusal: DeskRefusal,
  audit: TransactItem[],
) {
  try {
    await transact([
      bookingAsRead(booking),
      { Update: { TableName: tableName(), Key: deskKey(booking.id), ...update } },
      ...audit,
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (!error.failed[0]) throw new DeskRefused(refusal);
    const live = await getLiveBooking(booking.id);
    throw new DeskRefused(live?.status === 'active' ? 'bookingChanged' : 'bookingEnded');
  }
}

/**
 * Sets the booking's own days, or removes them (null) so the semester's apply again, over the days `read`
 * (own ones, or none): the caller tells the student and writes the trail from that read, so days another
 * desk saved meanwhile refuse it rather than being overwritten untold.
 */
export function setStayDates(
  booking: Booking,
  read: Pick<DeskRecord, 'arrival' | 'departure'>,
  dates: { arrival: string; departure: string } | null,
  audit: TransactItem[],
) {
  const asRead =
    read.arrival && read.departure
      ? {
          expression: 'arrival = :readArrival AND departure = :readDeparture',
          values: { ':readArrival': read.arrival, ':readDeparture': read.departure },
        }
      : { expression: 'attribute_not_exists(arrival) AND attribute_not_exists(departure)', values: {} };
  return deskWrite(
    booking,
    {
      UpdateExpression: dates
        ? 'SET bookingId = :booking, arrival = :arrival, departure = :departure'
        : 'SET bookingId = :booking REMOVE arrival, departure',
      // A check-out ends the booking in its transaction, so the booking's condition refuses that first.
      ConditionExpression: `attribute_not_exists(checkOut) AND ${asRead.expression}`,
      ExpressionAttributeValues: {
        ':booking': booking.id,
        ...asRead.values,
        ...(dates ? { ':arrival': dates.arrival, ':departure': dates.departure } : {}),
      },
    },
    'bookingChanged',
    audit,
  );
}

/** Records the check-in, once: a second desk at the same moment fails the item's condition. */
export function recordCheckIn(booking: Booking, checkIn: Omit<CheckIn, 'answer'>, audit: TransactItem[]) {
  return deskWrite(
    booking,
    {
      UpdateExpression: 'SET bookingId = :booking, checkIn = :checkIn',
      ConditionExpression: 'attribute_not_exists(checkIn)',
      ExpressionAttributeValues: { ':booking': booking.id, ':checkIn': checkIn },
    },
    'alreadyCheckedIn',
    audit,
  );
}

/** Records the student's answer to the check-in report, once, and only after a check-in. */
export function recordCheckInAnswer(booking: Booking, answer: CheckInAnswer, audit: TransactItem[]) {
  return deskWrite(
    booking,
    {
      UpdateExpression: 'SET checkIn.answer = :answer',
      ConditionExpression: 'attribute_exists(checkIn) AND attribute_not_exists(checkIn.answer)',
      ExpressionAttributeValues: { ':answer': answer },
    },
    'alreadyAnswered',
    audit,
  );
}

/**
 * The desk's item of a move, for the move's own transaction (docs/decisions/0102): the check-in of the
 * room left goes to the booking's history with how the room was left (`leaving`, its key and condition:
 * 0106; none from the operator's command, which files moves made before), so the booking has none until
 * the desk checks the student in to the new room, and check-out never compares the new room with the old
 * one's report. Held on the desk as read: a check-in committed since (none read) or an answer given since
 * (the copy would lose it) refuses the move, which staff then make again.
 */
export function movedDeskItem(
  desk: DeskRecord,
  move: { from: { roomNumber: string }; to: { roomNumber: string }; at: string; leaving?: RoomLeft },
): TransactItem {
  const Key = deskKey(desk.bookingId);
  const { checkIn } = desk;
  if (!checkIn)
    return {
      ConditionCheck: { TableName: tableName(), Key, ConditionExpression: 'attribute_not_exists(checkIn)' },
    };
  const { answer, ...stored } = checkIn;
  const left: StoredCheckInLeft = {
    ...stored,
    ...(answer ? { answer } : {}),
    room: { roomNumber: move.from.roomNumber },
    movedAt: move.at,
    movedTo: { roomNumber: move.to.roomNumber },
    ...(move.leaving ? { leaving: move.leaving } : {}),
  };
  return {
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression:
        'SET earlierCheckIns = list_append(if_not_exists(earlierCheckIns, :none), :left) REMOVE checkIn',
      ConditionExpression: `checkIn.#at = :checkedInAt AND ${
        answer ? 'checkIn.answer.#at = :answeredAt' : 'attribute_not_exists(checkIn.answer)'
      }`,
      ExpressionAttributeNames: { '#at': 'at' },
      ExpressionAttributeValues: {
        ':none': [],
        ':left': [left],
        ':checkedInAt': checkIn.at,
        ...(answer ? { ':answeredAt': answer.at } : {}),
      },
    },
  };
}

/**
 * The desk's item of a check-out, for the ending's own transaction, once: its failure cancels the ending
 * with it. The desk's inspection (a key answer and a condition report) is compared with the check-in
 * read (`comparedWith`, by its time), held until the commit: one another desk's moves and check-in
 * replaced meanwhile, the booking back in the room read, refuses it (docs/decisions/0106). A check-out
 * without it (`comparedWith` null, `keyReturned` null) is recorded whether or not the student was
 * checked in.
 */
export const checkOutItem = (
  bookingId: string,
  checkOut: CheckOut,
  comparedWith: Pick<CheckIn, 'at'> | null,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: deskKey(bookingId),
    UpdateExpression: 'SET bookingId = :booking, checkOut = :checkOut',
    ConditionExpression: comparedWith
      ? 'checkIn.#at = :checkedInAt AND attribute_not_exists(checkOut)'
      : 'attribute_not_exists(checkOut)',
    ...(comparedWith ? { ExpressionAttributeNames: { '#at': 'at' } } : {}),
    ExpressionAttributeValues: {
      ':booking': bookingId,
      ':checkOut': checkOut,
      ...(comparedWith ? { ':checkedInAt': comparedWith.at } : {}),
    },
  },
});
