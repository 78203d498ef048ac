import { domainHandler } from '../http/pipeline.ts';
import { getPublicContent } from './get-public-content.ts';
import { listContentVersions } from './list-content-versions.ts';
import { rollbackContent } from './rollback-content.ts';
import { saveContent } from './save-content.ts';

export const operations = { getPublicContent, saveContent, listContentVersions, rollbackContent };

export const handler = domainHandler('content', operations);
