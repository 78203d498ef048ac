import { domainHandler } from '../../core/http/pipeline.ts';
import { operations } from './operations.ts';

export const handler = domainHandler('admins', operations);
