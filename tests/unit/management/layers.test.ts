import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });

/** The rules the linter reports for `source` as if it were the SPA file at `path`. */
async function rulesBroken(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the SPA layers the linter holds', { timeout: 30_000 }, () => {
  // The first lint loads the parser, the plugins and the TypeScript resolver.
  beforeAll(() => eslint.lintText('', { filePath: 'management/src/main.tsx' }), 180_000);

  it('refuses a feature importing another feature', async () => {
    const broken = await rulesBroken(
      'management/src/features/rooms/screens/example.ts',
      "export { WaitlistPanel } from '../../waitlist/components/waitlist-panel.tsx';\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses shared code importing a feature, and a feature importing the app', async () => {
    const fromLib = await rulesBroken(
      'management/src/lib/example.ts',
      "export { LoginScreen } from '../features/auth/screens/login-screen.tsx';\n",
    );
    const fromFeature = await rulesBroken(
      'management/src/features/auth/example.ts',
      "export { navigationFor } from '../../app/shell/navigation.ts';\n",
    );
    expect(fromLib).toContain('import-x/no-restricted-paths');
    expect(fromFeature).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files, the shared layers and the contract', async () => {
    const broken = await rulesBroken(
      'management/src/features/auth/example.ts',
      [
        "export { login } from './api/login.ts';",
        "export { Button } from '../../components/ui/button.tsx';",
        "export { paths } from '../../config/paths.ts';",
        "export { messages } from '#contract/messages';",
        '',
      ].join('\n'),
    );
    expect(broken).toEqual([]);
  });
});
