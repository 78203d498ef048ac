import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MaintenanceReportGroup } from '#contract/maintenance';
import { projectRoot } from '../../../../infra/cdk/paths.ts';
import { pdfPages } from '../../../support/pdf-text.ts';
import { bundleSource } from '../../../support/lambda-bundles.ts';
import { temporaryDir } from '../synth.ts';

type MaintenanceReport = typeof import('../../../../functions/domain/exports/maintenance-report.ts');

/**
 * The exports Lambda's PDFs as they ship: pdf-lib bundled with the CDK app's options, so it deflates its
 * streams and reads its fonts' metrics through Node's zlib (infra/cdk/lambda-shims/pako-node-zlib.ts)
 * rather than pako. Every other test makes the PDFs from source, with pako.
 */
const outDir = temporaryDir('hostel-pdf-bundle-');

const group = (name: string, requests: number): MaintenanceReportGroup => ({
  group: name,
  requests,
  byStatus: { new: requests, assigned: 0, in_progress: 0, waiting_for_parts: 0, resolved: 0, closed: 0 },
  resolved: 0,
  medianHours: null,
  p90Hours: null,
});

describe('the exports Lambda bundle', () => {
  it('makes a PDF a reader opens, with pako left out for Node’s zlib', async () => {
    const bundle = await bundleSource(
      'maintenance report',
      'maintenance-report',
      `export { buildMaintenanceReport } from ${JSON.stringify(join(projectRoot, 'functions/domain/exports/maintenance-report.ts'))};\n`,
      outDir,
    );
    expect(bundle.inputs.filter((input) => input.includes('node_modules/pako/'))).toEqual([]);
    expect(bundle.inputs).toContain('infra/cdk/lambda-shims/pako-node-zlib.ts');
    const { buildMaintenanceReport } = (await import(pathToFileURL(bundle.file).href)) as MaintenanceReport;

    const pdf = await buildMaintenanceReport(
      {
        from: '2026-11-01',
        to: '2026-11-25',
        all: group('All', 3),
        byCategory: [group('Plumbing', 2), group('Electrical', 1)],
        byBlock: [group('Block A', 3)],
      },
      new Date('2026-11-25T12:00:00Z'),
      'UTC',
    );

    const [page] = await pdfPages(pdf);
    expect(page).toContain('Maintenance Report');
    expect(page).toContain('Plumbing');
    expect(page).toContain('Block A');
  }, 30_000);
});
