import type { ThrottleRule } from '../../data/throttle.ts';

/**
 * How often a student may save their own profile in an hour. A student corrects a detail or two at a
 * time; each save is an audit entry, and one that names a student ID number taken by another says so
 * (decision 0035), so a script saving in a loop would bury the audit trail or test which numbers live
 * here. Staff editing students are not counted.
 */
export const ownProfileSavesPerStudent: ThrottleRule = {
  name: 'own-profile-saves',
  limit: 20,
  windowSeconds: 60 * 60,
};
