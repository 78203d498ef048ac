/**
 * `npm run index-pending-payments`: after deploying the release of decision 0077, gives the online
 * payments still pending that were started before it the index keys by which the reconciliation and the
 * Money tab find them; after deploying the one that follows decision 0081, also puts back on the
 * reconciliation the checkouts left unpaid of the last week that the release before 0081 marked failed
 * (functions/domain/money/index-online-payments.ts). Reads TABLE_NAME and AWS_REGION from the environment
 * (DYNAMODB_ENDPOINT for DynamoDB Local) and AWS credentials the usual way; it Scans the table once.
 * Safe to run again: a second run writes nothing.
 */
import { indexOnlinePaymentsFromBefore } from '../../functions/domain/money/index-online-payments.ts';
import { configureScriptEnvironment } from './env.ts';

const payments = (count: number) => `${count} online payment${count === 1 ? '' : 's'}`;

async function main() {
  const { TABLE_NAME } = configureScriptEnvironment();
  const { indexed, putBack } = await indexOnlinePaymentsFromBefore();
  console.log(`Indexed ${payments(indexed)} still pending in table ${TABLE_NAME}.`);
  console.log(
    `Put back ${payments(putBack)} marked failed in the last week, for Paystack to be asked again.`,
  );
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
}
