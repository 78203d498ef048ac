import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini, the tree-shakable build of zod (classic zod's chained methods kept about 90 KB of it in
 * every Lambda), with classic zod's English messages. zod/mini loads no locale, so a check written
 * without a message of its own would otherwise answer a bare "Invalid input" where the API and the
 * forms have always shown e.g. "Too big: expected string to have <=500 characters". Every module that
 * builds schemas imports zod from here, so the messages are in place before anything is parsed.
 */
config(en());

export * from 'zod/mini';
