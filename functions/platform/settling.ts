/**
 * How long after a change every request that read the state before it has ended, and what it wrote
 * shows in the table's indexes: the longest any function may run (the jobs worker's 60 s; the API's
 * run 10 s, and tests/unit/infra/jobs.test.ts holds this to the functions the CDK app makes) and a
 * margin for an index to catch up with its table, which takes well under a second. A sweep that starts
 * this long after a change finds whatever a request racing it wrote (decision 0074).
 */
export const racingWritesSettleSeconds = 60 + 30;
