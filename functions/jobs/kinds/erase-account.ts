import { eraseAccount } from '../../domain/auth/account-erasure.ts';
import { defineJob } from '../job.ts';

/** Erases a deleted account's own items, written with its deletion (functions/domain/auth/account-erasure.ts). */
export const eraseAccountJob = defineJob('erase-account', ({ userId }) => eraseAccount(userId));
