/**
 * `npm run create-super-admin -- --email <email> --name "<full name>"`: creates the first super admin
 * of a deployed stack (locally, the seed does it). Reads TABLE_NAME, AWS_REGION and PUBLIC_ORIGIN from
 * the environment (DYNAMODB_ENDPOINT for DynamoDB Local) and AWS credentials the usual way.
 *
 * It prints a one-time set-password link rather than a password: no password ever appears in a
 * terminal or shell history, the link works once and expires in 24 hours, and it needs no mail set up.
 * Whoever opens it chooses the password on the reset screen, which also verifies the address.
 */
import { parseArgs } from 'node:util';
import { createAdminSchema } from '#contract/admins';
import { resetPasswordPath } from '#contract/link-tokens';
import * as z from '#contract/zod';
import { issueResetLink, tokenLifetimeSeconds } from '../../functions/data/tokens.ts';
import { createUser, EmailTakenError } from '../../functions/data/users.ts';
import { managementLink } from '../../functions/domain/notifications/templates/layout.ts';
import { configureScriptEnvironment } from './env.ts';

export class CommandError extends Error {}

/** Creates an active super admin without a usable password and returns their set-password link. */
export async function createSuperAdmin(input: { email: string; fullName: string }) {
  const parsed = createAdminSchema.safeParse({ ...input, role: 'super_admin' });
  if (!parsed.success) throw new CommandError(z.prettifyError(parsed.error));
  const user = await createUser({
    ...parsed.data,
    emailVerified: false,
    isActive: true,
  }).catch((error: unknown) => {
    throw error instanceof EmailTakenError
      ? new CommandError(`An account with the address ${parsed.data.email} already exists.`)
      : error;
  });
  const { token, expiresAt } = await issueResetLink(user, tokenLifetimeSeconds.adminInvite);
  return {
    user,
    link: managementLink(resetPasswordPath(token)),
    expiresAt: new Date(expiresAt * 1000),
  };
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !values.name)
    throw new CommandError('Usage: npm run create-super-admin -- --email <email> --name "<full name>"');
  const { TABLE_NAME } = configureScriptEnvironment();
  const { user, link, expiresAt } = await createSuperAdmin({ email: values.email, fullName: values.name });
  console.log(`Created super admin ${user.fullName} <${user.email}> in table ${TABLE_NAME}.`);
  console.log('Send them this link to set their password (it works once, until');
  console.log(`${expiresAt.toISOString()}; after that, use "Forgot password" on the sign-in page):`);
  console.log(link);
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error instanceof CommandError ? error.message : (error.stack ?? error.message));
    process.exit(1);
  });
}
