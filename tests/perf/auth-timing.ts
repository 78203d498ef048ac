/**
 * Whether forgot-password, resend-verification and registration tell a registered address from an
 * unknown one by their time (issues 17 and 25). Each now does the same work for every address and queues
 * one job; the address-dependent work (an account, a token, a mail) runs after the answer. For each call this sends requests for known and unknown
 * addresses, alternating so neither meets a warmer DynamoDB Local, each through the real Lambda handler
 * as API Gateway invokes it (a fresh address and client address each time, so the throttles stay out of
 * the way), waits for the jobs queue to drain after every request so the work one request queued never
 * overlaps the next measured one (a known address queues more of it), and prints both medians and their
 * difference. Run: npm run bench -- auth-timing
 */
import { randomBytes } from 'node:crypto';

const pairs = 150;
const warmup = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const { startLocalStack } = await import('../../infra/local/stack.ts');
const stack = await startLocalStack({ tableName: 'bench-auth-timing', stage: 'test' });
try {
  const { invoke } = await import('../support/invoke.ts');
  const { userWithPassword, randomIp, registration } = await import('../support/auth.ts');
  const { jobsSettled } = await import('../support/jobs.ts');

  const emailOnly = (email: string) => ({ email });
  const calls = [
    { path: '/api/auth/forgot-password', known: () => userWithPassword(), body: emailOnly, status: 200 },
    {
      path: '/api/auth/resend-verification',
      known: () => userWithPassword({ emailVerified: false }),
      body: emailOnly,
      status: 200,
    },
    // Registering an address with a verified account (the owner gets a note) against a new address.
    { path: '/api/auth/register', known: () => userWithPassword(), body: registration, status: 201 },
  ];
  console.log(
    `${pairs} requests each for a registered and an unknown address (after ${warmup} warm-up pairs)\n`,
  );
  console.log('| call | registered median | unknown median | difference |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const call of calls) {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < warmup + pairs; i++) {
      const user = await call.known();
      const ghost = `ghost-${randomBytes(6).toString('hex')}@example.edu`;
      const order = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const which of order) {
        const email = which === 'known' ? user.email : ghost;
        const started = performance.now();
        const response = await invoke({
          method: 'POST',
          path: call.path,
          body: call.body(email),
          sourceIp: randomIp(),
        });
        const elapsed = performance.now() - started;
        if (response.status !== call.status)
          throw new Error(`${call.path}: ${response.status} ${JSON.stringify(response.body)}`);
        if (i >= warmup) (which === 'known' ? known : unknown).push(elapsed);
        await jobsSettled(stack.origin);
      }
    }
    const [a, b] = [median(known), median(unknown)];
    console.log(
      `| POST ${call.path.replace('/api', '')} | ${a.toFixed(2)} ms | ${b.toFixed(2)} ms | ${Math.abs(a - b).toFixed(2)} ms |`,
    );
  }
  const { deadLetters } = await jobsSettled(stack.origin);
  console.log(`\nJobs in the dead-letter list: ${deadLetters}`);
} finally {
  await stack.stop();
}
