import { createHash, randomBytes } from 'node:crypto';

/** An internal id in the 24-hex form docs/spec.md §5 routes by (/rooms/{id}, /students/{id}). */
export const newInternalId = () => randomBytes(12).toString('hex');

/** A public id: unguessable and URL-safe, 16 characters, so never mistaken for a 24-hex id. */
export const newPublicId = () => randomBytes(12).toString('base64url');

/** A secret token for links and CSRF: 256 bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/**
 * What the table keeps of a secret someone presents (a link, remember or session token, a ticket, a
 * recovery code): its SHA-256, so a copy of the table holds nothing that can be presented. Secrets are
 * random, so a fast unsalted hash suffices; a password is not random and gets Argon2id instead.
 */
export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const isInternalId = (id: string) => /^[0-9a-f]{24}$/.test(id);

const timePart = (at: Date) => at.getTime().toString(16).padStart(12, '0');

/**
 * An internal id that sorts by the time it was made: 12 hex digits of milliseconds, then 12 random.
 * Still 24-hex, so it routes as any internal id; the ordering lets a list newest-first be a key order.
 */
export const newTimeOrderedId = (at = new Date()) => timePart(at) + randomBytes(6).toString('hex');

/**
 * A time-ordered id that is the same for the same moment and seed: a fan-out that is repeated writes
 * the same entry again rather than a second one.
 */
export const derivedTimeOrderedId = (at: Date, seed: string) =>
  timePart(at) + createHash('sha256').update(seed).digest('hex').slice(0, 12);

/** The smallest time-ordered id of a moment: every id made at or after it sorts at or after it. */
export const firstIdAt = (at: Date) => timePart(at) + '0'.repeat(12);

/** The largest time-ordered id of a moment: every id made at or before it sorts at or before it. */
export const lastIdAt = (at: Date) => timePart(at) + 'f'.repeat(12);

/** The largest time-ordered id of the moment before `id`'s: every id made before it sorts at or before it. */
export const lastIdBefore = (id: string) => lastIdAt(new Date(parseInt(id.slice(0, 12), 16) - 1));
