import {
  downloadSpreadsheet,
  type SpreadsheetExport,
  type SpreadsheetFormat,
} from '../../lib/reports/download.ts';
import { useOneDownload } from '../../lib/reports/use-one-download.ts';
import { loadToast } from '../../lib/toasts.ts';
import { Button } from '../ui/button.tsx';

/**
 * A list's Export Excel and Export CSV (docs/spec.md §7): every item the filters match, read when the
 * button is pressed. One export at a time, so a second press does not read the list again.
 */
export function SpreadsheetButtons({ spreadsheet }: { spreadsheet: SpreadsheetExport }) {
  const { run, state } = useOneDownload();
  const exportAs = (format: SpreadsheetFormat) =>
    run(format, async () => downloadSpreadsheet(spreadsheet, format, await loadToast()));
  return (
    <>
      <Button variant="secondary" onClick={() => void exportAs('xlsx')} {...state('xlsx')}>
        Export Excel
      </Button>
      <Button variant="secondary" onClick={() => void exportAs('csv')} {...state('csv')}>
        Export CSV
      </Button>
    </>
  );
}
