/**
 * `npm run move-secret-index-keys`: once after deploying the release that gave a user's sessions,
 * remembered browsers and link tokens GSI1 partitions of their own (docs/decisions/0049), moves the
 * entries written before out of the user's shared partition. Reads TABLE_NAME and AWS_REGION from the
 * environment (DYNAMODB_ENDPOINT for DynamoDB Local) and AWS credentials the usual way. Safe to run
 * again: a second run moves nothing.
 */
import { moveSecretIndexKeys } from '../../functions/data/user-index.ts';
import { configureScriptEnvironment } from './env.ts';

async function main() {
  const { TABLE_NAME } = configureScriptEnvironment();
  const moved = await moveSecretIndexKeys();
  console.log(
    `Moved ${moved} session, remembered-browser and link entr${moved === 1 ? 'y' : 'ies'} to their own index partitions in table ${TABLE_NAME}.`,
  );
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
}
