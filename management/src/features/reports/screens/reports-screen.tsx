import { useState, type ReactNode } from 'react';
import { FileDown } from 'lucide-react';
import type { ReportPeriod } from '#contract/exports';
import * as messages from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { useCurrentPeriod } from '../../../lib/staff-settings.ts';
import { getAllBookings } from '../../../lib/booking-list.ts';
import { downloadBookingsPdf } from '../../../lib/reports/bookings-pdf.ts';
import {
  downloadSpreadsheet,
  type SpreadsheetExport,
  type SpreadsheetFormat,
  type Toasts,
} from '../../../lib/reports/download.ts';
import { useOneDownload } from '../../../lib/reports/use-one-download.ts';
import { downloadMaintenancePdf, getMaintenanceReport } from '../../../lib/reports/maintenance-report.ts';
import { getAllRooms } from '../../../lib/room-list.ts';
import { getAllStudents } from '../../../lib/student-list.ts';
import { loadToast } from '../../../lib/toasts.ts';
import { academicYearsUpTo } from '../academic-years.ts';
import {
  downloadBalancesPdf,
  downloadPaymentsPdf,
  getAllBalances,
  getPeriodPayments,
} from '../api/money-reports.ts';

type Format = SpreadsheetFormat | 'pdf';
const formatLabels: Record<Format, string> = { xlsx: 'Excel', csv: 'CSV', pdf: 'PDF' };

/** One report: what it holds, the spreadsheet it writes, and the PDF it offers too, if any. */
interface Report {
  title: string;
  text: ReactNode;
  spreadsheet: SpreadsheetExport;
  pdf?: (toasts: Toasts) => Promise<unknown>;
}

async function downloadReport(report: Report, format: Format) {
  const toasts = await loadToast();
  if (format === 'pdf') await report.pdf?.(toasts);
  else await downloadSpreadsheet(report.spreadsheet, format, toasts);
}

/** The screen's one download at a time, shared by its lists. */
type Downloads = ReturnType<typeof useOneDownload>;

/** Reports, a row each: what it holds, and a download button per format. */
function ReportList({ reports, downloads }: { reports: Report[]; downloads: Downloads }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {reports.map((report) => (
        <li key={report.title} className="flex flex-wrap items-center justify-between gap-3 p-5">
          <div className="min-w-0 flex-1 basis-64">
            <h3 className="text-base font-semibold">{report.title}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{report.text}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {(report.pdf ? (['xlsx', 'csv', 'pdf'] as const) : (['xlsx', 'csv'] as const)).map((format) => {
              const name = `Download ${report.title} ${formatLabels[format]}`;
              return (
                <Button
                  key={format}
                  variant="secondary"
                  {...downloads.state(name)}
                  aria-label={name}
                  onClick={() => void downloads.run(name, () => downloadReport(report, format))}
                >
                  <FileDown className="size-4" aria-hidden="true" /> {formatLabels[format]}
                </Button>
              );
            })}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * One card of reports: its heading, then what sets them (a period, days) or why nothing does, then
 * their list.
 */
function ReportSection({
  id,
  title,
  description,
  children,
  reports,
  downloads,
}: {
  id: string;
  title: string;
  description?: string;
  children?: ReactNode;
  reports: Report[];
  downloads: Downloads;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <div className="space-y-4 p-5 pb-0">
          <div>
            <h2 id={id} className="text-lg font-semibold">
              {title}
            </h2>
            {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
          </div>
          {children}
        </div>
        <ReportList reports={reports} downloads={downloads} />
      </section>
    </Card>
  );
}

/** Reports (/admin/reports, docs/spec.md §2, §14): every export of the hostel, in one place. */
export function ReportsScreen() {
  const current = useCurrentPeriod();
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        title="Reports"
        description="Every export in one place. Choose the period, then the file to download."
      />
      {current.status === 'pending' && <LoadingState label="Loading the academic period" />}
      <QueryFailed query={current} failed={messages.settings.fetchFailed} />
      {current.status === 'success' && <Reports current={current.data} />}
    </div>
  );
}

const bothSemesters = '';

/** A calendar day (YYYY-MM-DD) `daysBack` before today, in the user's own calendar. */
function dayBefore(daysBack: number): string {
  const day = new Date();
  day.setDate(day.getDate() - daysBack);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

function Reports({ current }: { current: Required<ReportPeriod> }) {
  const [academicYear, setAcademicYear] = useState(current.academicYear);
  const [semester, setSemester] = useState(String(current.semester));
  const downloads = useOneDownload();
  // The maintenance report covers days, not a period: by default the last 30.
  const [repairsFrom, setRepairsFrom] = useState(() => dayBefore(29));
  const [repairsTo, setRepairsTo] = useState(() => dayBefore(0));
  const period: ReportPeriod = { academicYear, semester: semester || null };
  const periodWords = `${academicYear}, ${semester ? `semester ${semester}` : 'both semesters'}`;

  // No semester asks GET /bookings for both semesters of the year.
  const bookings = () => getAllBookings({ academicYear, semester });
  const repairs = () => getMaintenanceReport({ from: repairsFrom, to: repairsTo });

  const ofThePeriod: Report[] = [
    {
      title: 'Bookings',
      text: `Every booking of ${periodWords}: those holding a bed and those that ended.`,
      spreadsheet: { kind: 'bookings', read: bookings, period },
      pdf: (toasts) => downloadBookingsPdf(bookings, toasts, period),
    },
    {
      title: 'Payments',
      text: `Every payment received in ${periodWords}: date, student, receipt, method, reference and amount.`,
      spreadsheet: { kind: 'payments', read: () => getPeriodPayments(period), period },
      pdf: (toasts) => downloadPaymentsPdf(period, toasts),
    },
  ];
  const ofToday: Report[] = [
    {
      title: 'Students',
      text: 'Every student account, with the room each holds now.',
      spreadsheet: { kind: 'students', read: () => getAllStudents({}) },
    },
    {
      title: 'Rooms',
      text: 'Every room with the beds taken now.',
      spreadsheet: { kind: 'rooms', read: () => getAllRooms({}) },
    },
    {
      title: 'Balances',
      text: 'Every student who owes now, with what they owe by age: current, 30, 60 and 90+ days.',
      spreadsheet: { kind: 'balances', read: getAllBalances },
      pdf: downloadBalancesPdf,
    },
  ];
  const ofTheDays: Report[] = [
    {
      title: 'Maintenance',
      text: 'Requests reported in these days, per category and per block: how many are in each state, and the median and 90th percentile time from report to resolution.',
      spreadsheet: { kind: 'maintenance', read: repairs },
      pdf: (toasts) => downloadMaintenancePdf(repairs, toasts),
    },
  ];

  return (
    <>
      <ReportSection
        id="reports-of-the-period"
        title="For a period"
        reports={ofThePeriod}
        downloads={downloads}
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Period</legend>
          <SelectField
            label="Academic year"
            value={academicYear}
            onChange={(event) => setAcademicYear(event.target.value)}
            choices={academicYearsUpTo(current.academicYear)}
            choiceLabel={(year) => (year === current.academicYear ? `${year} (current)` : year)}
          />
          <SelectField
            label="Semester"
            value={semester}
            onChange={(event) => setSemester(event.target.value)}
          >
            <option value="1">Semester 1</option>
            <option value="2">Semester 2</option>
            <option value={bothSemesters}>Both semesters</option>
          </SelectField>
        </fieldset>
      </ReportSection>
      {/* Present state, whatever the period above (docs/spec.md §14 Reports, decision 0055). */}
      <ReportSection
        id="reports-of-today"
        title="As things are today"
        description="These hold what is true now, so the period above does not change them. For a past period’s students and rooms, download its Bookings."
        reports={ofToday}
        downloads={downloads}
      />
      {/* The days first, then the report, as the period comes before its reports above. */}
      <ReportSection
        id="reports-of-the-days"
        title="For the days reported"
        reports={ofTheDays}
        downloads={downloads}
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Days of the maintenance report</legend>
          <TextField
            label="Reported from"
            type="date"
            value={repairsFrom}
            max={repairsTo}
            onChange={(event) => setRepairsFrom(event.target.value)}
          />
          <TextField
            label="Reported to"
            type="date"
            value={repairsTo}
            min={repairsFrom}
            onChange={(event) => setRepairsTo(event.target.value)}
          />
        </fieldset>
      </ReportSection>
    </>
  );
}
