import { timeoutSecondsOf } from '../cdk/function-needs.ts';

/** The invocation ran past the function's configured timeout, as Lambda reports "Task timed out". */
export class LambdaTimeoutError extends Error {
  constructor(name: string, seconds: number) {
    super(`Task timed out after ${seconds} seconds (${name})`);
    this.name = 'LambdaTimeoutError';
  }
}

/**
 * Runs one invocation of the named function within the timeout the CDK app gives it
 * (infra/cdk/function-needs.ts), so work that would time out in the cloud fails here too. Lambda
 * freezes a timed-out invocation; here its promise runs on unobserved, but its caller sees the failure.
 */
export async function invokeWithin<T>(name: string, invoke: () => Promise<T>): Promise<T> {
  const seconds = timeoutSecondsOf(name);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LambdaTimeoutError(name, seconds)), seconds * 1000);
  });
  try {
    return await Promise.race([invoke(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
