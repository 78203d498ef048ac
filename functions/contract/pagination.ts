import * as z from './zod.ts';

/** Page size limits of every paginated list (`?page=1&limit=20`, limit at most 100). */
export const pageLimits = { defaultLimit: 20, maxLimit: 100 } as const;

/** The query of a paginated list; query strings arrive as text, so the numbers are coerced. */
export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(pageLimits.maxLimit)),
    pageLimits.defaultLimit,
  ),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

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
