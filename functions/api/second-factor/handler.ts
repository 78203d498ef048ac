import { domainHandler } from '../http/pipeline.ts';
import { operations } from './operations.ts';

export const handler = domainHandler('second-factor', operations);
