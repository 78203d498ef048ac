/**
 * `npm run index-pending-payments`: once after deploying the release of decision 0077, gives the online
 * payments still pending that were started before it the index keys by which the reconciliation and the
 * Money tab find them. Reads TABLE_NAME and AWS_REGION from the environment (DYNAMODB_ENDPOINT for
 * DynamoDB Local) and AWS credentials the usual way; it Scans the table once. Safe to run again: a
 * second run indexes nothing.
 */
import { indexPendingOnlinePayments } from '../../functions/data/online-payments.ts';
import { configureScriptEnvironment } from './env.ts';

async function main() {
  const { TABLE_NAME } = configureScriptEnvironment();
  const indexed = await indexPendingOnlinePayments();
  console.log(`Indexed ${indexed} pending online payment${indexed === 1 ? '' : 's'} in table ${TABLE_NAME}.`);
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
}
