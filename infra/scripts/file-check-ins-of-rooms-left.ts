/**
 * `npm run file-check-ins-of-rooms-left`: once after deploying the release of decision 0102, files on
 * each live booking's history the check-in of a room the student was moved out of before it, so the desk
 * checks them in to the room they hold now before check-out compares with it
 * (functions/domain/desk/check-ins-of-rooms-left.ts). Reads TABLE_NAME and AWS_REGION from the
 * environment (DYNAMODB_ENDPOINT for DynamoDB Local) and AWS credentials the usual way. Safe to run
 * again: a second run writes nothing.
 */
import { fileCheckInsOfRoomsLeft } from '../../functions/domain/desk/check-ins-of-rooms-left.ts';
import { configureScriptEnvironment } from './env.ts';

async function main() {
  const { TABLE_NAME } = configureScriptEnvironment();
  const filed = await fileCheckInsOfRoomsLeft();
  console.log(
    `Filed ${filed} check-in${filed === 1 ? '' : 's'} of rooms left by a move on their bookings' history in table ${TABLE_NAME}.`,
  );
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
}
