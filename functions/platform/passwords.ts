import { argon2, randomBytes, timingSafeEqual, type Argon2Parameters } from 'node:crypto';
import { leastPasswordCost } from './env.ts';

/**
 * argon2 as a promise, written out rather than through node:util's promisify: importing node:util loads
 * some fourteen more of Node's internal modules on every cold start of auth and students (issue 29).
 */
const derive = (algorithm: 'argon2id', params: Argon2Parameters) =>
  new Promise<Buffer>((resolve, reject) =>
    argon2(algorithm, params, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** OWASP's Argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
const owaspCost = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;
/** Argon2id's least (8 KiB per lane, 1 pass), for test runs only (env.ts leastPasswordCost). */
const leastCost = { memory: 8, passes: 1, parallelism: 1, tagLength: 32 } as const;

/** Hashes a password into a PHC string: $argon2id$v=19$m=19456,t=2,p=1$salt$hash */
export async function hashPassword(password: string): Promise<string> {
  const parameters = leastPasswordCost() ? leastCost : owaspCost;
  const nonce = randomBytes(16);
  const hash = await derive('argon2id', { message: password, nonce, ...parameters });
  const { memory, passes, parallelism } = parameters;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${nonce.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Checks a password against a PHC string made by hashPassword, with the parameters it records. */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(phc);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, expected] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const want = Buffer.from(expected, 'base64url');
  const got = await derive('argon2id', {
    message: password,
    nonce: Buffer.from(salt, 'base64url'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: want.length,
  });
  return timingSafeEqual(got, want);
}
