import * as z from '#contract/zod';

/**
 * The path parameters of a route that names one entity, either as /{id} (the internal 24-hex id) or as
 * /p/{publicId}: docs/spec.md §5 routes by both, and one operation serves the two routes.
 */
export const entityRefSchema = z.object({
  id: z.optional(z.string().check(z.maxLength(64))),
  publicId: z.optional(z.string().check(z.maxLength(64))),
});

export type EntityRef = z.infer<typeof entityRefSchema>;

/** The two paths of an operation on one entity: `/rooms/{id}` and `/rooms/p/{publicId}`. */
export const byIdAndPublicId = (path: `${string}/{id}${string}`): readonly string[] => [
  path,
  path.replace('/{id}', '/p/{publicId}'),
];
