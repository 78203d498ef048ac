/**
 * How long after a change every request that read the state before it has ended, and what it wrote
 * shows in the table's indexes: the longest any function may run (the jobs worker's 60 s; the API's
 * run 10 s, and tests/unit/infra/jobs.test.ts holds this to the functions the CDK app makes) and a
 * margin for an index to catch up with its table, which takes well under a second. A sweep that starts
 * this long after a change finds whatever a request racing it wrote: a closed account's late sessions
 * (decision 0074), the late bookings and joins of a period the roll-over ended (decision 0071).
 */
export const racingWritesSettleSeconds = 60 + 30;
