import type { Beds } from '../occupancy.ts';
import { occupiedPercent } from '../occupancy.ts';

const rowHeight = 28;
const labelWidth = 90;
const barWidth = 170;

/** One part of a group's bar (its occupied or its free beds), in the row that starts at `y`. */
function Bar({ x, y, width, className }: { x: number; y: number; width: number; className: string }) {
  return <rect x={x} y={y + 5} width={width} height={18} rx={3} className={className} />;
}

/**
 * Occupied and free beds per group as stacked horizontal bars: drawn by hand in SVG (no chart library,
 * nothing more to download). The numbers stay readable next to each bar, and the figure carries a text
 * alternative, so the chart adds speed without hiding anything.
 */
export function OccupancyChart({ title, groups }: { title: string; groups: Beds[] }) {
  const widest = Math.max(1, ...groups.map((group) => group.total));
  const height = groups.length * rowHeight;
  const summary = groups
    .map((group) => `${group.label}: ${group.occupied} of ${group.total} beds occupied`)
    .join('; ');
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <svg
        role="img"
        aria-label={`${title}. ${summary}`}
        viewBox={`0 0 ${labelWidth + barWidth + 100} ${height}`}
        className="w-full max-w-sm"
      >
        {groups.map((group, index) => {
          const y = index * rowHeight;
          const occupied = (group.occupied / widest) * barWidth;
          const free = (group.free / widest) * barWidth;
          return (
            <g key={group.label}>
              <text x={0} y={y + 18} className="fill-slate-700 text-[13px] dark:fill-slate-300">
                {group.label.length > 12 ? `${group.label.slice(0, 11)}…` : group.label}
              </text>
              <Bar x={labelWidth} y={y} width={occupied} className="fill-brand-600 dark:fill-brand-400" />
              <Bar
                x={labelWidth + occupied}
                y={y}
                width={free}
                className="fill-slate-200 dark:fill-slate-700"
              />
              <text
                x={labelWidth + occupied + free + 6}
                y={y + 18}
                className="fill-slate-700 text-[13px] dark:fill-slate-300"
              >
                {group.occupied}/{group.total} · {occupiedPercent(group)}%
              </text>
            </g>
          );
        })}
      </svg>
      <p className="flex gap-4 text-xs text-slate-600 dark:text-slate-400">
        <span className="flex items-center gap-1.5">
          <span
            className="inline-block size-3 rounded-sm bg-brand-600 dark:bg-brand-400"
            aria-hidden="true"
          />{' '}
          Occupied
        </span>
        <span className="flex items-center gap-1.5">
          <span
            className="inline-block size-3 rounded-sm bg-slate-200 dark:bg-slate-700"
            aria-hidden="true"
          />{' '}
          Free
        </span>
      </p>
    </figure>
  );
}
