/**
 * The one password rule (docs/spec.md §5, issue 25): every password someone sets (at registration, for
 * a student staff add or edit, in a change, a reset or an admin's invitation) has at least 8 characters
 * and is not in the list of common and leaked passwords that ships with the product. The API's schemas
 * and the SPA's forms apply it through the same fields (auth.ts, students.ts), so the form refuses before
 * submit what the server would refuse after.
 *
 * The list (common-passwords.txt) is zxcvbn-ts's common-password dictionary (@zxcvbn-ts/language-common
 * 4.1.3, MIT; ranked from leaked password dumps), lower-cased, keeping only the entries of 8 characters or
 * more since shorter ones fail on length anyway: about 18,000 lines, 164 KB (82 KB gzip). Too big for the
 * Lambda bundles' budgets and the SPA's first screens, it is a file of its own that each runtime reads on
 * first use: the Lambdas beside their bundle (infra/cdk/bundling.ts copies it there), the SPA as an asset
 * fetched when a screen first checks a password (management/src/lib/common-passwords.ts).
 */
import * as messages from './messages.ts';

const m = messages.passwords;

export const minPasswordLength = 8;
/** Argon2 hashes any length; the bound keeps one request from costing more than a form's worth. */
export const maxPasswordLength = 128;

/**
 * Where the list is. Node resolves it beside this module, a Lambda beside its bundle, and Vite's build
 * turns this very expression into the URL of the asset it emits.
 */
export const commonPasswordsFile = new URL('./common-passwords.txt', import.meta.url);

/** How a password is compared with the list: the list is lower case, so `PassWord1` counts as `password1`. */
export const normalisePassword = (password: string) => password.normalize('NFKC').toLowerCase();

export const parseCommonPasswords = (text: string): ReadonlySet<string> =>
  new Set(text.split('\n').filter((line) => line.length > 0));

let commonPasswords: (() => ReadonlySet<string>) | undefined;

/**
 * Tells the rule how this runtime gets the list; called once, when the API's pipeline starts and when the
 * SPA's forms first load (management/src/lib/form.ts). `load` runs at each check and should cache.
 */
export function provideCommonPasswords(load: () => ReadonlySet<string>): void {
  commonPasswords = load;
}

export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) throw new Error('No common-password list: call provideCommonPasswords first');
  return commonPasswords().has(normalisePassword(password));
}

/** Each part of the rule with the label the reset screen's checklist shows. */
export const passwordRequirements = [
  { label: m.requirementLength, met: (p: string) => p.length >= minPasswordLength },
  { label: m.requirementNotCommon, met: (p: string) => p.length > 0 && !isCommonPassword(p) },
] as const;

/** Why `password` breaks the rule, or undefined when it keeps it. */
export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) return m.passwordRequired;
  if (password.length < minPasswordLength) return m.passwordMin;
  if (password.length > maxPasswordLength) return m.passwordMax;
  if (isCommonPassword(password)) return m.passwordCommon;
  return undefined;
}
