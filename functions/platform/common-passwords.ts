import { readFileSync } from 'node:fs';
import { commonPasswordsFile, parseCommonPasswords, provideCommonPasswords } from '#contract/passwords';

/**
 * The API's copy of the common-password list (functions/contract/passwords.ts), read from disk the first
 * time a password is set: beside the module in the source tree, beside the bundle in a Lambda
 * (infra/cdk/bundling.ts copies it there). A function that never checks a password never reads it, so
 * no cold start pays for it.
 */
let list: ReadonlySet<string> | undefined;

provideCommonPasswords(() => (list ??= parseCommonPasswords(readFileSync(commonPasswordsFile, 'utf8'))));
