import type { DemoAccount } from './seed/demo-accounts.ts';

/**
 * What `npm start` prints once the stack is up: where everything is, then the demo sign-in details
 * last, so they are at the foot of the terminal however many request logs came before (issue #30:
 * they were printed once on the first start and scrolled away). `accounts` is undefined when
 * .data/demo-accounts.json is missing (a database seeded before the file was kept).
 */
export function readyLines(origin: string, accounts: DemoAccount[] | undefined): string[] {
  const lines = [
    'Ready. Press Ctrl-C to stop.',
    `  Public site      ${origin}/`,
    `  Management app   ${origin}/management/login`,
    `  Local inbox      ${origin}/_dev/mail`,
  ];
  if (!accounts?.length) return lines;
  return [
    ...lines,
    'Demo sign-in (kept in .data/demo-accounts.json):',
    ...accounts.map(
      (account) =>
        `  ${account.role.padEnd(12)} ${account.email.padEnd(28)} ${account.password}` +
        (account.totpSecret ? `  authenticator secret ${account.totpSecret}` : ''),
    ),
    'Staff confirm with an authenticator code: add the secret to an authenticator app, or print the',
    'current code with `npm run demo:totp -- <email>`. Passkeys need a domain name, so add one at',
    `  ${origin.replace('127.0.0.1', 'localhost')}/management/login (WebAuthn refuses 127.0.0.1).`,
  ];
}
