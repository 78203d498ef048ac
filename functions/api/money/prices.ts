import * as messages from '#contract/messages';
import { pricesQuerySchema, savePricesSchema, type PeriodPrices } from '#contract/money';
import { badRequest, conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn, staff } from '../../routes.ts';
import { actorOf } from '../../data/audit.ts';
import { anyMoneyRecorded } from '../../data/ledger.ts';
import { getPrices, pricesAuditItems, savePrices } from '../../data/prices.ts';
import { listRooms } from '../../data/rooms.ts';

/** GET /money/prices (staff): a period's prices, to edit them; unpriced periods answer empty prices. */
export const getPricesOperation = defineOperation({
  route: 'GET /money/prices',
  access: staff,
  query: pricesQuerySchema,
  handle: async ({ query, settings }): Promise<{ prices: PeriodPrices; currencyLocked: boolean }> => {
    const [prices, currencyLocked] = await Promise.all([
      settings().then((current) => getPrices(query, current.currency)),
      anyMoneyRecorded(),
    ]);
    return { prices, currencyLocked };
  },
});

/**
 * GET /money/prices/current (signed in): the current period's prices, which the room list, the room
 * details and the booking screen show before a student agrees.
 */
export const getCurrentPricesOperation = defineOperation({
  route: 'GET /money/prices/current',
  access: signedIn,
  handle: async ({ settings }): Promise<{ prices: PeriodPrices }> => {
    const current = await settings();
    return {
      prices: await getPrices(
        { academicYear: current.currentAcademicYear, semester: current.currentSemester },
        current.currency,
      ),
    };
  },
});

/**
 * PUT /money/prices (staff): a period's prices, whole, and the hostel's currency. Every price names one
 * of the hostel's room types or one of its rooms. New prices apply to bookings made from now on; charges
 * already written stay as they were (entries are never edited).
 */
export const savePricesOperation = defineOperation({
  route: 'PUT /money/prices',
  access: staff,
  body: savePricesSchema,
  handle: async ({ body, session, settings }) => {
    const current = await settings();
    const typeNames = new Set(current.roomTypes.map((type) => type.name));
    if (Object.keys(body.rentByRoomType).some((name) => !typeNames.has(name)))
      throw badRequest(messages.money.roomTypeUnknown);
    const rooms = body.roomOverrides.length
      ? new Map((await listRooms()).map((room) => [room.id, room]))
      : null;
    const roomOverrides = body.roomOverrides.map(({ roomId, amount }) => {
      const room = rooms?.get(roomId);
      if (!room) throw badRequest(messages.money.roomUnknown);
      return { roomId, roomNumber: room.roomNumber, amount };
    });
    // A ledger keeps the currency of its first entry, so after the first one a new currency would
    // leave every existing student's charges unwritable.
    if (body.currency !== current.currency && (await anyMoneyRecorded()))
      throw conflict(messages.money.currencyLocked);
    const before = await getPrices(body, current.currency);
    const after = { ...body, roomOverrides };
    const prices = await savePrices(after, pricesAuditItems(actorOf(session), before, after));
    return { prices, message: messages.money.pricesSaved };
  },
});
