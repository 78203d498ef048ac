import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** The rules the linter reports for `source` as if it were the functions/ file at `path`. */
async function rulesBroken(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

/**
 * The layers of functions/ (contract ← platform ← data ← domain ← api | jobs, eslint.config.js) and
 * "no import circle", as the linter holds them: each rule fires on a small file that breaks it.
 */
describe('the functions/ layers the linter holds', { timeout: 30_000 }, () => {
  // A circle needs both files on disk for the resolver to follow; they live here only for this test.
  const circle = join(root, 'functions/domain', `circle-fixture-${process.pid}`);

  beforeAll(async () => {
    mkdirSync(circle, { recursive: true });
    writeFileSync(
      join(circle, 'first.ts'),
      "import { second } from './second.ts';\nexport const first = () => second;\n",
    );
    writeFileSync(
      join(circle, 'second.ts'),
      "import { first } from './first.ts';\nexport const second = () => first;\n",
    );
    // The first lint loads the parser, the plugins and the TypeScript resolver.
    await eslint.lintText('', { filePath: 'functions/routes.ts' });
  }, 180_000);
  afterAll(() => rmSync(circle, { recursive: true, force: true }));

  it('refuses a job importing an API operation', async () => {
    const broken = await rulesBroken(
      'functions/jobs/kinds/example.ts',
      "export { cancelBookingOperation } from '../../api/bookings/cancel-booking.ts';\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses the data layer importing the domain', async () => {
    const broken = await rulesBroken(
      'functions/data/example.ts',
      "export { endBookingBy } from '../domain/bookings/end-booking.ts';\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses two files that import each other', async () => {
    const broken = await rulesBroken(
      `functions/domain/circle-fixture-${process.pid}/first.ts`,
      "import { second } from './second.ts';\nexport const first = () => second;\n",
    );
    expect(broken).toContain('import-x/no-cycle');
  });

  it('lets a job call the domain, and the domain read data and the contract', async () => {
    const fromJob = await rulesBroken(
      'functions/jobs/kinds/example.ts',
      "export { endBookingBy } from '../../domain/bookings/end-booking.ts';\n",
    );
    const fromDomain = await rulesBroken(
      'functions/domain/bookings/example.ts',
      [
        "export { getBooking } from '../../data/bookings.ts';",
        "export * as messages from '#contract/messages';",
        '',
      ].join('\n'),
    );
    expect(fromJob).toEqual([]);
    expect(fromDomain).toEqual([]);
  });
});
