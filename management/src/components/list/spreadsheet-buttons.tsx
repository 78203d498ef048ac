import { useState } from 'react';
import {
  downloadSpreadsheet,
  type SpreadsheetExport,
  type SpreadsheetFormat,
} from '../../lib/reports/download.ts';
import { loadToast } from '../../lib/toasts.ts';
import { Button } from '../ui/button.tsx';

/**
 * A list's Export Excel and Export CSV (docs/spec.md §7): every item the filters match, read when the
 * button is pressed. Both wait while one export runs, so a second press does not read the list again.
 */
export function SpreadsheetButtons({ spreadsheet }: { spreadsheet: SpreadsheetExport }) {
  const [exporting, setExporting] = useState(false);
  const exportAs = async (format: SpreadsheetFormat) => {
    setExporting(true);
    try {
      await downloadSpreadsheet(spreadsheet, format, await loadToast());
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void exportAs('xlsx')} disabled={exporting}>
        Export Excel
      </Button>
      <Button variant="secondary" onClick={() => void exportAs('csv')} disabled={exporting}>
        Export CSV
      </Button>
    </>
  );
}
