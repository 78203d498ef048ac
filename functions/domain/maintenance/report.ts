import {
  maintenanceCategories,
  maintenanceStatuses,
  type MaintenanceReport,
  type MaintenanceReportGroup,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '#contract/maintenance';
import { maintenanceCategoryLabels } from '#contract/maintenance-labels';

const hourMs = 3_600_000;

/**
 * The `share` quantile (0 to 1) of values sorted ascending, interpolated between the two nearest ranks
 * (as spreadsheets' PERCENTILE.INC does), so the median of an even count is the mean of the middle two.
 * Null for no values.
 */
export function quantile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  const rank = (sorted.length - 1) * share;
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

function groupOf(group: string, requests: readonly MaintenanceRequest[]): MaintenanceReportGroup {
  const byStatus = Object.fromEntries(maintenanceStatuses.map((status) => [status, 0])) as Record<
    MaintenanceStatus,
    number
  >;
  for (const request of requests) byStatus[request.status] += 1;
  const hours = requests
    .filter((request) => request.resolvedAt !== null)
    .map((request) => (Date.parse(request.resolvedAt!) - Date.parse(request.createdAt)) / hourMs)
    .sort((a, b) => a - b);
  return {
    group,
    requests: requests.length,
    byStatus,
    resolved: hours.length,
    medianHours: tenths(quantile(hours, 0.5)),
    p90Hours: tenths(quantile(hours, 0.9)),
  };
}

/** The requests grouped by `key`, in the order `order` gives the groups. */
function grouped(
  requests: readonly MaintenanceRequest[],
  key: (request: MaintenanceRequest) => string,
  order: (a: string, b: string) => number,
): Map<string, MaintenanceRequest[]> {
  const groups = new Map<string, MaintenanceRequest[]>();
  for (const request of requests) {
    const group = groups.get(key(request));
    if (group) group.push(request);
    else groups.set(key(request), [request]);
  }
  return new Map([...groups].sort(([a], [b]) => order(a, b)));
}

/**
 * The maintenance report (issue #27 point 6) of the requests reported in a range: per category (in the
 * contract's order) and per block (alphabetical, '-' for a common area without one), each with its
 * counts by state now and the median and 90th percentile of the time from report to resolution of
 * those resolved (a closed request keeps when it was resolved). Pure, so it is tested on its own.
 */
export function maintenanceReport(
  requests: readonly MaintenanceRequest[],
  range: { from: string; to: string },
): MaintenanceReport {
  const categories = grouped(
    requests,
    (request) => request.category,
    (a, b) =>
      maintenanceCategories.indexOf(a as MaintenanceRequest['category']) -
      maintenanceCategories.indexOf(b as MaintenanceRequest['category']),
  );
  const blocks = grouped(
    requests,
    (request) => request.location.block,
    (a, b) => a.localeCompare(b),
  );
  return {
    ...range,
    all: groupOf('All requests', requests),
    byCategory: [...categories].map(([category, of]) =>
      groupOf(maintenanceCategoryLabels[category as MaintenanceRequest['category']], of),
    ),
    byBlock: [...blocks].map(([block, of]) => groupOf(block, of)),
  };
}
