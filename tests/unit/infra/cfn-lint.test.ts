import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, test } from 'vitest';
import { synthesise, synthTimeout } from './synth.ts';

/**
 * AWS's own CloudFormation linter (cfn-lint, on the machine image) on every template the product
 * synthesises: production as cdk.json sets it, a second stage with the WAF stack in us-east-1, and a
 * third with every optional context value set.
 * A finding kept on purpose is acknowledged in the resource's metadata with its reason
 * (infra/cdk/cfn-lint.ts); any other error or warning fails here with cfn-lint's own words.
 */
const run = promisify(execFile);

interface Finding {
  Rule: { Id: string };
  Message: string;
  Filename: string;
}

/**
 * cfn-lint checks each template against the regions it is given, else the one in AWS_REGION, which the
 * local stack sets to "local" for the whole test run (and cfn-lint refuses): so the stacks' own regions.
 */
async function lint(templates: string[], regions: string[]): Promise<Finding[]> {
  try {
    await run('cfn-lint', ['--format', 'json', '--regions', ...regions, '--', ...templates], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    const { stdout, stderr, code } = error as { stdout?: string; stderr?: string; code?: number | string };
    // cfn-lint exits non-zero when it finds something; a missing binary is a set-up fault, not a finding.
    if (code === 'ENOENT')
      throw new Error('cfn-lint is not on PATH (it ships with the machine image)', { cause: error });
    if (!stdout?.trim())
      throw new Error(`cfn-lint stopped without a report: ${stderr ?? ''}`, { cause: error });
    return JSON.parse(stdout) as Finding[];
  }
}

const stages = {
  production: {},
  'staging with the WAF': { stage: 'staging', enableWaf: true },
  // Every optional context value infra/cdk/config.ts accepts, so the resources only they add (the mail
  // domain's identity and DKIM, the CDN's own name and certificate, the alarm topic's subscription, the
  // Tracer's settings) are linted too.
  'full stage (every option)': {
    stage: 'full',
    senderEmail: 'noreply@hostel.example.edu',
    domainName: 'hostel.example.edu',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234',
    alarmEmail: 'ops@hostel.example.edu',
    traceAwsCalls: true,
    enableWaf: true,
  },
};

// The three at once: while one stage synthesises (which holds this process), cfn-lint, a process of its
// own, reads another's templates. One after another they kept a single core busy for a minute, late in
// the unit run with little else left to share the machine.
describe.concurrent('cfn-lint', () => {
  for (const [name, context] of Object.entries(stages)) {
    test(
      `finds nothing in the ${name} templates`,
      async ({ expect }) => {
        const { assembly } = synthesise({ context });
        const templates = assembly.stacks.map((stack) => join(assembly.directory, stack.templateFile));
        expect(templates.length).toBeGreaterThan(0);
        const regions = [...new Set(assembly.stacks.map((stack) => stack.environment.region))];
        const findings = await lint(templates, regions);
        expect(findings.map((f) => `${f.Rule.Id} ${f.Message}`)).toEqual([]);
      },
      synthTimeout * 3,
    );
  }
});
