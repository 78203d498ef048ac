/**
 * The time by which the local stand-ins of AWS's services pace and hold work (SES's sending rate, SQS's
 * delays and visibility timeouts): the machine's, in ms since the epoch, read from the monotonic
 * performance clock rather than from Date. An integration test runs the functions and the stand-ins in
 * one process and moves the functions' clock with vitest's fake Date; SES and SQS keep their own, which
 * no function's clock moves. The stamps the stand-ins hand the functions as data (a message's
 * SentTimestamp, a mail's createdAt) stay on the functions' clock, which a test compares them with.
 */
export const serviceNow = () => performance.timeOrigin + performance.now();
