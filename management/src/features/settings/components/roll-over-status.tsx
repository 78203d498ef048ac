import type { RollOverProgress } from '#contract/settings';
import { Badge } from '../../../components/ui/badge.tsx';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { timeStyle: 'short' });

/**
 * The latest semester roll-over (it runs in the background after a period change): a progress bar
 * while it runs (the settings are polled meanwhile, api/settings.ts), and what it archived once done.
 */
export function RollOverStatus({ rollOver }: { rollOver: RollOverProgress | null }) {
  const running = rollOver?.status === 'running';
  if (!rollOver) return null;
  const period = `${rollOver.academicYear} Semester ${rollOver.semester}`;
  const total = rollOver.total ?? 0;
  const percent =
    total === 0 ? (running ? 0 : 100) : Math.min(100, Math.round((rollOver.checked / total) * 100));
  const archived = `${rollOver.archived} ${rollOver.archived === 1 ? 'booking' : 'bookings'} archived`;

  return (
    <div
      className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
      aria-live="polite"
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Roll-over to {period}</span>
        <Badge tone={running ? 'amber' : 'green'}>{running ? 'In progress' : 'Done'}</Badge>
      </p>
      {running ? (
        <>
          <div
            role="progressbar"
            aria-label={`Roll-over to ${period}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-all"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-slate-600 dark:text-slate-400">
            {archived} so far
            {rollOver.total === null
              ? ''
              : `, ${Math.min(rollOver.checked, total)} of ${total} active bookings checked`}
            .
            {rollOver.lastCheckAt &&
              ` A last check at ${time(rollOver.lastCheckAt)} will archive any booking made under the old period while it changed.`}
          </p>
        </>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          {archived}
          {rollOver.finishedAt ? `, finished ${dateTime(rollOver.finishedAt)}` : ''}.
        </p>
      )}
    </div>
  );
}
