/**
 * `npm run keep-charges-on-balances`: once after deploying the release of docs/decisions/0119, puts on
 * every balance written before it the standing charges of its student's ledger, which the outstanding
 * list ages instead of reading the ledger. Reads TABLE_NAME and AWS_REGION from the environment
 * (DYNAMODB_ENDPOINT for DynamoDB Local) and AWS credentials the usual way. Safe to run again: a second
 * run fills in none.
 */
import { keepChargesOnBalances } from '../../functions/data/ledger.ts';
import { configureScriptEnvironment } from './env.ts';

async function main() {
  const { TABLE_NAME } = configureScriptEnvironment();
  const filled = await keepChargesOnBalances();
  console.log(
    `Put the standing charges on ${filled} balance${filled === 1 ? '' : 's'} in table ${TABLE_NAME}.`,
  );
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
}
