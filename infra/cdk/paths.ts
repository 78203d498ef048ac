import { join } from 'node:path';

/** The repository root: the CDK app bundles functions and front ends from here. */
export const projectRoot = join(import.meta.dirname, '..', '..');
