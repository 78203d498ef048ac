import { describe, expect, test } from 'vitest';
import { hashPassword, verifyPassword } from '../../../functions/platform/passwords.ts';

describe('password hashes', () => {
  test('a hash is an Argon2id PHC string that verifies its own password', async () => {
    const phc = await hashPassword('correct horse battery staple');

    expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('correct horse battery staple', phc)).resolves.toBe(true);
  });

  test('a hash does not verify another password', async () => {
    const phc = await hashPassword('correct horse battery staple');

    await expect(verifyPassword('correct horse battery stapler', phc)).resolves.toBe(false);
  });
});
