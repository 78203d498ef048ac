/**
 * `npm run move-password-hashes`: once after deploying the release of decision 0049, moves every
 * profile's password hash into its user's credential partition. Reads TABLE_NAME and AWS_REGION from
 * the environment (DYNAMODB_ENDPOINT for DynamoDB Local) and AWS credentials the usual way. Safe to run
 * again: a second run moves nothing.
 */
import { movePasswordHashes } from '../../functions/data/credentials.ts';
import { configureScriptEnvironment } from './env.ts';

async function main() {
  const { TABLE_NAME } = configureScriptEnvironment();
  const moved = await movePasswordHashes();
  console.log(
    `Moved ${moved} password hash${moved === 1 ? '' : 'es'} into credential items in table ${TABLE_NAME}.`,
  );
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
}
