import { afterAll } from 'vitest';
import { removeTemporaryDirs } from './synth.ts';

// Runs for each file of the unit-infra project, which share their modules: each removes its own synths.
afterAll(removeTemporaryDirs);
