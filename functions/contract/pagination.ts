import * as z from 'zod';

/** Page size limits of every paginated list (`?page=1&limit=20`, limit at most 100). */
export const pageLimits = { defaultLimit: 20, maxLimit: 100 } as const;

/** The query of a paginated list; query strings arrive as text, so the numbers are coerced. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(pageLimits.maxLimit).default(pageLimits.defaultLimit),
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
