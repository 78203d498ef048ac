import { afterEach, describe, expect, test, vi } from 'vitest';
import { passwordFingerprint } from '../../../functions/data/credentials.ts';
import { hashPassword, verifyPassword } from '../../../functions/platform/passwords.ts';

describe('password hashes', () => {
  afterEach(() => vi.unstubAllEnvs());

  test("a hash is an Argon2id PHC string at OWASP's cost that verifies its own password", async () => {
    const phc = await hashPassword('correct horse battery staple');

    expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('correct horse battery staple', phc)).resolves.toBe(true);
  });

  test('a hash does not verify another password', async () => {
    const phc = await hashPassword('correct horse battery staple');

    await expect(verifyPassword('correct horse battery stapler', phc)).resolves.toBe(false);
  });

  test("a test run's least cost is recorded in the hash, which verifies as any other", async () => {
    vi.stubEnv('STAGE', 'test');
    vi.stubEnv('PASSWORD_HASH_COST', 'least');
    const phc = await hashPassword('correct horse battery staple');

    expect(phc).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$[\w-]{22}\$[\w-]{43}$/);
    vi.unstubAllEnvs();
    await expect(verifyPassword('correct horse battery staple', phc)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapler', phc)).resolves.toBe(false);
  });

  test.each(['production', 'local', undefined])(
    'refuses the least cost in the %s stage rather than store a weak hash',
    async (stage) => {
      vi.stubEnv('STAGE', stage);
      vi.stubEnv('PASSWORD_HASH_COST', 'least');

      await expect(hashPassword('correct horse battery staple')).rejects.toThrow(
        'PASSWORD_HASH_COST=least is for test runs only',
      );
    },
  );
});

describe('password fingerprints (decision 0075)', () => {
  test('tell a stored password from another, the same password set again included', async () => {
    const first = await hashPassword('correct horse battery staple');
    const again = await hashPassword('correct horse battery staple');

    expect(passwordFingerprint(first)).toBe(passwordFingerprint(first));
    expect(passwordFingerprint(again)).not.toBe(passwordFingerprint(first));
    expect(passwordFingerprint(null)).not.toBe(passwordFingerprint(first));
  });

  test('are short and hold no part of the hash, its salt or its tag', async () => {
    const phc = await hashPassword('correct horse battery staple');
    const [salt, tag] = phc.split('$').slice(-2) as [string, string];

    const fingerprint = passwordFingerprint(phc);

    expect(fingerprint).toMatch(/^[\w-]{16}$/);
    for (const part of [salt, tag]) {
      expect(part).not.toContain(fingerprint);
      expect(fingerprint).not.toContain(part);
    }
  });
});
