import { recordIdParam } from '#contract/record-ids';
import * as z from '#contract/zod';
import { isInternalId } from '../data/ids.ts';
import type { IdRouteKey, RouteKey } from '../routes.ts';

/**
 * The path parameters of a route that names one entity, either as /{id} (the internal 24-hex id) or as
 * /p/{publicId}: docs/spec.md §5 routes by both, and one operation serves the two routes.
 */
export const entityRefSchema = z.object({
  id: z.optional(recordIdParam()),
  publicId: z.optional(recordIdParam()),
});

export type EntityRef = z.infer<typeof entityRefSchema>;

/** The two routes of an operation on one entity: `GET /rooms/{id}` and `GET /rooms/p/{publicId}`. */
export const byIdAndPublicId = (route: IdRouteKey): readonly RouteKey[] => [
  route,
  route.replace('/{id}', '/p/{publicId}') as RouteKey,
];

/**
 * The record a path names, read by its internal id or by its public id; null when there is none. An id
 * slot holding anything but an internal id names nothing, without a read.
 */
export async function recordNamed<T>(
  ref: EntityRef,
  byId: (id: string) => Promise<T | null>,
  byPublicId: (publicId: string) => Promise<T | null>,
): Promise<T | null> {
  if (ref.id) return isInternalId(ref.id) ? byId(ref.id) : null;
  return ref.publicId ? byPublicId(ref.publicId) : null;
}
