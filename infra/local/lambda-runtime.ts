import { timeoutSecondsOf } from '../cdk/function-needs.ts';

/** The invocation ran past the function's configured timeout, as Lambda reports "Task timed out". */
export class LambdaTimeoutError extends Error {
  constructor(name: string, seconds: number) {
    super(`Task timed out after ${seconds} seconds (${name})`);
    this.name = 'LambdaTimeoutError';
  }
}

/**
 * The most a synchronous invocation may answer: 6 MB of JSON, a base64 body included (Lambda's quotas,
 * "Invocation payload (request and response)"). A larger answer fails the invocation
 * (Function.ResponseSizeTooLarge), and API Gateway answers 500.
 */
export const responsePayloadLimitBytes = 6 * 1024 * 1024;

/** The invocation answered more than responsePayloadLimitBytes, which Lambda refuses to return. */
export class LambdaResponseTooLargeError extends Error {
  constructor(name: string, bytes: number) {
    super(
      `Response payload size ${bytes} bytes exceeded the maximum allowed (${responsePayloadLimitBytes}) (${name})`,
    );
    this.name = 'LambdaResponseTooLargeError';
  }
}

/**
 * Runs one invocation of the named function within the timeout the CDK app gives it
 * (infra/cdk/function-needs.ts), so work that would time out in the cloud fails here too, as does an
 * answer larger than Lambda returns. Lambda freezes a timed-out invocation; here its promise runs on
 * unobserved, but its caller sees the failure.
 */
export async function invokeWithin<T>(name: string, invoke: () => Promise<T>): Promise<T> {
  const seconds = timeoutSecondsOf(name);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LambdaTimeoutError(name, seconds)), seconds * 1000);
  });
  try {
    const answer = await Promise.race([invoke(), timedOut]);
    const bytes = answer === undefined ? 0 : Buffer.byteLength(JSON.stringify(answer));
    if (bytes > responsePayloadLimitBytes) throw new LambdaResponseTooLargeError(name, bytes);
    return answer;
  } finally {
    clearTimeout(timer);
  }
}
