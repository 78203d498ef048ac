import type { Parcel } from '#contract/parcels';
import type { AuditAction } from '#contract/audit';
import { auditItems, type Actor } from '../../data/audit.ts';
import { newInternalId } from '../../data/ids.ts';

/**
 * A parcel as the desk logs and collects it, and its audit entries: the desk's operations write them,
 * and so does the demo data.
 */
export function newParcel(
  student: Parcel['student'],
  room: Parcel['room'],
  input: { carrier: string; description: string; shelf: string },
  actor: Actor,
  at = new Date().toISOString(),
): Parcel {
  return {
    id: newInternalId(),
    status: 'waiting',
    student,
    room,
    // An empty field is one the desk did not fill in.
    carrier: input.carrier || null,
    description: input.description || null,
    shelf: input.shelf || null,
    loggedAt: at,
    loggedBy: { id: actor.id, name: actor.name ?? null },
    collected: null,
  };
}

/** The parcel handed over: to the student themselves (`collectedBy` empty) or to someone they sent. */
export const collectedParcel = (
  parcel: Parcel,
  collectedBy: string,
  actor: Actor,
  at = new Date().toISOString(),
): Parcel => ({
  ...parcel,
  status: 'collected',
  collected: { at, by: { id: actor.id, name: actor.name ?? null }, collectedBy: collectedBy || null },
});

/** A parcel as the trail names it: by its student, since a parcel has no name of its own. */
const parcelEntity = (parcel: Parcel) => ({
  type: 'parcel',
  id: parcel.id,
  name: `Parcel for ${parcel.student.fullName}`,
});

/** The trail's entry of a parcel logged, collected or removed, with what the desk recorded. */
export const parcelAuditItems = (actor: Actor, action: AuditAction, parcel: Parcel, at?: string) =>
  auditItems({
    actor,
    action,
    entity: parcelEntity(parcel),
    after: {
      ...(action === 'parcel.logged'
        ? { carrier: parcel.carrier, description: parcel.description, shelf: parcel.shelf }
        : {}),
      ...(action === 'parcel.collected'
        ? { collectedBy: parcel.collected?.collectedBy ?? parcel.student.fullName }
        : {}),
    },
    ...(at ? { at } : {}),
  });
