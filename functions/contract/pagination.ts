import * as messages from './messages.ts';
import * as z from './zod.ts';
import { boundedText } from './text-fields.ts';

/**
 * Page limits of every paginated list (`?page=1&limit=20`): limit at most 100, page at most 10,000. A
 * page number bounds how many items a list skips (page × limit, at most a million), which DynamoDB
 * takes as a Query's Limit; without the bound a page far past the end overflowed it into a 500.
 */
export const pageLimits = { defaultLimit: 20, maxLimit: 100, maxPage: 10_000 } as const;

/** A whole number from 1 to `max` read from a query string's text, with one message for anything else. */
const wholeQueryNumber = (max: number, message: string) =>
  z.coerce.number(message).check(z.int(message), z.gte(1, message), z.lte(max, message));

/** The query of a paginated list; query strings arrive as text, so the numbers are coerced. */
export const pageQuerySchema = z.object({
  page: z._default(wholeQueryNumber(pageLimits.maxPage, messages.addresses.pageInvalid), 1),
  limit: z._default(
    wholeQueryNumber(pageLimits.maxLimit, messages.addresses.limitInvalid),
    pageLimits.defaultLimit,
  ),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The search of a list's query string: trimmed, and at most 100 characters on every list. */
export const searchQuery = z.optional(boundedText(100, messages.addresses.searchTooLong));

/** A yes-or-no filter of a list's query string: `true` or `false`, read as a boolean. */
export const queryFlag = z.pipe(
  z.enum(['true', 'false'], messages.addresses.flagInvalid),
  z.transform((value) => value === 'true'),
);

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export const paginationOf = (query: PageQuery, total: number): Pagination => ({
  page: query.page,
  limit: query.limit,
  total,
  pages: Math.ceil(total / query.limit),
});
