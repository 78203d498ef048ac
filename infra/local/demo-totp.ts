/**
 * `npm run demo:totp -- <email>`: the current authenticator code of a demo staff account, from the
 * secret `npm start` kept beside its password in .data/demo-accounts.json. Without an email, the codes
 * of every demo staff account. A code is accepted once: for a second sign-in, wait for the next one.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import { dataDir } from './config.ts';
import type { DemoAccount } from './seed/demo-accounts.ts';

const accountsFile = join(dataDir, 'demo-accounts.json');
const accounts = JSON.parse(await readFile(accountsFile, 'utf8').catch(() => '[]')) as DemoAccount[];
const wanted = process.argv[2]?.trim().toLowerCase();
const staff = accounts.filter((account) => account.totpSecret && (!wanted || account.email === wanted));
if (staff.length === 0) {
  console.error(
    wanted
      ? `No demo staff account ${wanted} in ${accountsFile}.`
      : `No demo staff accounts in ${accountsFile}: run npm start once to seed them.`,
  );
  process.exit(1);
}
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
for (const account of staff) {
  const code = await generate({ secret: account.totpSecret! });
  console.log(staff.length === 1 ? code : `${account.email.padEnd(28)} ${code}`);
}
console.error(`(valid for ${secondsLeft} more seconds)`);
