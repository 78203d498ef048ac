import { randomBytes } from 'node:crypto';
import * as z from '#contract/zod';

/**
 * The configuration of the operator commands in infra/scripts, from the environment. They reach the
 * table through the functions' own data layer, so they hand it the functions' configuration too.
 */
const scriptEnvSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1, 'set TABLE_NAME to the name of the stack’s table')),
  AWS_REGION: z.string().check(z.minLength(1, 'set AWS_REGION to the stack’s region')),
  /** The site's public origin, for links, e.g. https://hostel.example.edu */
  PUBLIC_ORIGIN: z.url('set PUBLIC_ORIGIN to the site’s origin, e.g. https://hostel.example.edu'),
  /** Only against DynamoDB Local. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
});

export function configureScriptEnvironment(): z.infer<typeof scriptEnvSchema> {
  const result = scriptEnvSchema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // The functions' configuration also asks for a mail sender and a session signing secret; these
  // commands neither send mail nor sign sessions, so inert values satisfy it.
  process.env.SENDER_EMAIL ??= 'operator@example.invalid';
  if (!process.env.SESSION_SECRET && !process.env.SESSION_SECRET_ARN)
    process.env.SESSION_SECRET = randomBytes(48).toString('base64url');
  // DynamoDB Local takes any credentials, but the SDK insists on having some.
  if (result.data.DYNAMODB_ENDPOINT) {
    process.env.AWS_ACCESS_KEY_ID ??= 'local';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  }
  return result.data;
}
