import { domainHandler } from '../../core/http/pipeline.ts';
import { getPublicSettings } from './get-public-settings.ts';

export const operations = { getPublicSettings };

export const handler = domainHandler('settings', operations);
