import { describe, expect, it } from 'vitest';
import { readyLines } from '../../../infra/local/ready-message.ts';
import type { DemoAccount } from '../../../infra/local/seed/demo-accounts.ts';

const origin = 'http://127.0.0.1:3000';
const accounts: DemoAccount[] = [
  {
    role: 'super_admin',
    email: 'super@northgate.example',
    password: 'Hostel-aaaaaaaa7a',
    totpSecret: 'SUPERSECRET',
  },
  {
    role: 'admin',
    email: 'admin@northgate.example',
    password: 'Hostel-bbbbbbbb7a',
    totpSecret: 'ADMINSECRET',
  },
  { role: 'student', email: 'student@northgate.example', password: 'Hostel-cccccccc7a' },
];

describe("npm start's closing lines", () => {
  it('name every demo account with its password, and each staff account with its authenticator secret', () => {
    const lines = readyLines(origin, accounts);
    for (const account of accounts) {
      const line = lines.find((candidate) => candidate.includes(account.email));
      expect(line, account.email).toContain(account.password);
      if (account.totpSecret) expect(line).toContain(`authenticator secret ${account.totpSecret}`);
      else expect(line).not.toContain('authenticator secret');
    }
  });

  it('come after the addresses, so the sign-in details are the last thing on the terminal', () => {
    const lines = readyLines(origin, accounts);
    const lastAddress = lines.findLastIndex((line) => line.includes(origin));
    const firstAccount = lines.findIndex((line) => line.includes('@northgate.example'));
    expect(lines[lastAddress]).toContain('/_dev/mail');
    expect(firstAccount).toBeGreaterThan(lastAddress);
    // Only the demo block follows the addresses: its heading, the accounts and how staff confirm.
    expect(lines.slice(lastAddress + 1, firstAccount)).toEqual([
      'Demo sign-in (kept in .data/demo-accounts.json):',
    ]);
    expect(lines.at(-1)).toContain('/management/login (WebAuthn refuses 127.0.0.1)');
  });

  it('end with the addresses when no demo accounts are kept', () => {
    const lines = readyLines(origin, undefined);
    expect(lines.at(-1)).toBe(`  Local inbox      ${origin}/_dev/mail`);
    expect(lines.join('\n')).not.toContain('Demo sign-in');
  });
});
