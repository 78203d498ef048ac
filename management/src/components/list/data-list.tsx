import { useMutation, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { ApiError, messageOf } from '../../lib/api-error.ts';
import { runBulk, type BulkOutcome } from '../../lib/bulk.ts';
import type { ListParams } from '../../lib/list-params.ts';
import { notifyFailure } from '../../lib/notify.ts';
import type { Pagination } from '../../types/api.ts';
import { BulkBar, BulkSummary } from '../ui/bulk-actions.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { Pager } from '../ui/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.tsx';
import { TextAreaField } from '../ui/field.tsx';
import type { BulkAction, RowAction } from './list-actions.ts';
import { ListFilters } from './list-filters.tsx';
import { SortSelect } from './sort-select.tsx';

export interface DataListProps<Row, Data extends object, Name extends string> {
  /**
   * The list's query (TanStack Query), and where its answer keeps the rows; a paged list's answer has
   * its pages in `pagination`, as every paged API list does.
   */
  query: UseQueryResult<Data>;
  rows: (data: Data) => Row[];
  /** Filters, sort and page, kept in the URL (lib/list-params.ts); the filters drawn are its fields. */
  params: ListParams<Name>;
  /** The filters' landmark name; see ListFilters for `apply` and `columns`. */
  filters?: { label: string; apply?: boolean; columns?: number };
  /** The table's name, e.g. 'Rooms'. */
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => Record<string, string>;
  actions?: RowAction<Row>[];
  /** What a row shows where none of the actions applies to it (one's own account). */
  actionsNote?: (row: Row) => ReactNode;
  /**
   * Rows may be selected for these actions; `label` names a row's checkbox, `noun` is one row in the bar
   * ('2 rooms selected').
   */
  bulk?: {
    noun: string;
    label: (row: Row) => string;
    disabled?: (row: Row) => boolean;
    actions: BulkAction<Row>[];
  };
  /** The query keys a bulk action's writes change. */
  invalidates?: readonly QueryKey[];
  loading: string;
  /** Said when the list cannot be fetched and the server gives no reason. */
  failed: string;
  /** What an empty list says; `filtered` is its title when the filters narrow it (lib/list-params.ts). */
  empty: { title: string; body?: ReactNode; filtered?: string };
  /** A line over the rows (how many, what is outstanding). */
  summary?: (data: Data) => ReactNode;
}

/** A row action that asks first, and the row it is asked about. */
type Confirming<Row> = { action: Extract<RowAction<Row>, { failed: string }>; row: Row };

/** A paged answer's pages: every paged API list carries them as `pagination`. */
const pagesOf = (data: object) => ('pagination' in data ? (data.pagination as Pagination) : undefined);

/**
 * The one admin list (bookings, rooms, students, staff, the waitlist, the audit trail): its filters,
 * a phone's sort, loading, failure and empty states, the bar of bulk actions over the selected rows, the table with
 * its row actions, and the pages. Each screen declares its columns, filters and actions as data and
 * keeps only the dialogs that are its own.
 */
export function DataList<Row, Data extends object, Name extends string>({
  query,
  rows,
  params,
  filters,
  caption,
  columns,
  rowKey,
  rowProps,
  actions = [],
  actionsNote,
  bulk,
  invalidates = [],
  loading,
  failed,
  empty,
  summary,
}: DataListProps<Row, Data, Name>) {
  // The selection belongs to the rows shown: other filters or another page start without one.
  const scope = JSON.stringify([params.filters, params.page]);
  const [selection, setSelection] = useState<{ scope: string; keys: Set<string> }>({
    scope,
    keys: new Set(),
  });
  const selected = selection.scope === scope ? selection.keys : new Set<string>();
  const select = (keys: Set<string>) => setSelection({ scope, keys });

  const [confirming, setConfirming] = useState<Confirming<Row> | null>(null);
  const rowWrite = useMutation({
    mutationFn: ({ action, row }: Confirming<Row>) => action.run(row),
    onSuccess: () => setConfirming(null),
    // Said in the confirmation, which stays open: Keep as is, or another try (lib/notify.ts).
    onError: (error, { action }) => notifyFailure(error, action.failed),
  });

  // `choice`: what was chosen in the bar for an action started from a choice; the reason an action asks
  // for is an answer of its confirmation.
  const [bulkRun, setBulkRun] = useState<{ action: BulkAction<Row>; choice: string } | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const [outcomes, setOutcomes] = useState<{ title: string; list: BulkOutcome[] } | null>(null);
  const bulkWrite = useMutation({
    mutationFn: ({ action, rows, value }: { action: BulkAction<Row>; rows: Row[]; value: string }) =>
      runBulk(
        rows,
        (row) => ({ key: rowKey(row), label: action.describe(row) }),
        (row) => action.each(row, value),
        action.failed,
      ),
    meta: { invalidates },
  });

  const page =
    query.status === 'success' ? { rows: rows(query.data), pagination: pagesOf(query.data) } : null;
  // A page past the end (an old link, or the last row of the last page gone) is empty though the list is
  // not, and said "none yet": the list shows its last page instead.
  const lastPage = Math.max(page?.pagination?.pages ?? 1, 1);
  const pastTheEnd =
    page?.pagination !== undefined && page.rows.length === 0 && page.pagination.page > lastPage;
  const showLastPage = useEffectEvent((last: number) => params.endAt(last));
  useEffect(() => {
    if (pastTheEnd) showLastPage(lastPage);
  }, [pastTheEnd, lastPage]);
  const chosen = page ? page.rows.filter((row) => selected.has(rowKey(row))) : [];

  const startBulk = (action: BulkAction<Row>, choice = '') => {
    setReasonMissing(false);
    setBulkRun({ action, choice });
  };
  const runSelected = async (reason: string) => {
    if (!bulkRun) return;
    const value = bulkRun.action.reason ? reason.trim() : bulkRun.choice;
    if (bulkRun.action.reason && !value) return setReasonMissing(true);
    const list = await bulkWrite.mutateAsync({ action: bulkRun.action, rows: chosen, value });
    setBulkRun(null);
    select(new Set());
    setOutcomes({ title: bulkRun.action.summary, list });
  };

  const rowActions = (row: Row) => {
    const applying = actions.filter((action) => action.when?.(row) ?? true);
    if (applying.length === 0) return actionsNote?.(row) ?? null;
    return applying.map((action) => {
      const Icon = action.icon;
      return (
        <Button
          key={action.key}
          variant={action.tone === 'danger' ? 'quiet-danger' : 'ghost'}
          size="sm"
          // With an icon, a 1280 px row shows the icons only (named by aria-label and a tooltip); a phone's
          // card and a wide screen spell them out.
          title={Icon ? action.label : undefined}
          aria-label={action.name(row)}
          disabled={action.disabled?.(row)}
          onClick={() => (action.confirm ? setConfirming({ action, row }) : void action.run(row))}
        >
          {Icon && <Icon className="size-4" aria-hidden="true" />}
          {Icon ? <span className="md:hidden 2xl:inline">{action.label}</span> : action.label}
        </Button>
      );
    });
  };

  const confirmation = confirming?.action.confirm(confirming.row);
  const bulkConfirmation = bulkRun ? bulkRun.action.confirm(chosen, bulkRun.choice) : null;
  return (
    <>
      {filters && (
        <ListFilters
          label={filters.label}
          fields={params.fields}
          values={params.filters}
          onChange={params.setFilters}
          apply={filters.apply}
          columns={filters.columns}
        />
      )}
      <SortSelect columns={columns} sort={params.sort} onSort={params.setSort} />
      {(query.status === 'pending' || pastTheEnd) && <LoadingState label={loading} />}
      {query.status === 'error' &&
        // A 400 refuses what the URL asks of the list (a filter, sort or page it cannot be: an old or
        // edited link, days typed the wrong way round), which asking again would only repeat: the way
        // out is the list without them, as it opens.
        (query.error instanceof ApiError && query.error.status === 400 ? (
          <ErrorState
            message={messageOf(query.error, failed)}
            wayOut={{
              label: params.fields.length > 0 ? 'Clear filters' : 'Reset the list',
              onClick: params.clear,
            }}
          />
        ) : (
          <ErrorState message={messageOf(query.error, failed)} onRetry={() => void query.refetch()} />
        ))}
      {page &&
        page.rows.length === 0 &&
        !pastTheEnd &&
        (empty.filtered && params.narrowed ? (
          <EmptyState title={empty.filtered} />
        ) : (
          <EmptyState title={empty.title}>{empty.body}</EmptyState>
        ))}
      {query.status === 'success' && page && page.rows.length > 0 && (
        <>
          {summary?.(query.data)}
          {bulk && (
            <BulkBar count={chosen.length} noun={bulk.noun} onClear={() => select(new Set())}>
              {bulk.actions.map((action) =>
                action.trigger.kind === 'button' ? (
                  <Button
                    key={action.key}
                    variant={action.trigger.tone ?? 'primary'}
                    onClick={() => startBulk(action)}
                  >
                    {action.trigger.label}
                  </Button>
                ) : (
                  <label key={action.key} className="flex items-center gap-2">
                    <span>{action.trigger.label}</span>
                    <select
                      value={bulkRun?.action.key === action.key ? bulkRun.choice : ''}
                      onChange={(event) => event.target.value && startBulk(action, event.target.value)}
                      className="rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
                    >
                      <option value="">Choose…</option>
                      {action.trigger.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </label>
                ),
              )}
            </BulkBar>
          )}
          <DataTable
            caption={caption}
            rows={page.rows}
            columns={columns}
            rowKey={rowKey}
            rowProps={rowProps}
            sort={params.sort}
            onSort={params.toggleSort}
            selection={bulk && { selected, onChange: select, label: bulk.label, disabled: bulk.disabled }}
            actions={actions.length > 0 || actionsNote ? rowActions : undefined}
          />
          {page.pagination && <Pager pagination={page.pagination} label={caption} onPage={params.setPage} />}
        </>
      )}

      <ConfirmDialog
        open={confirmation !== undefined}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        tone={confirmation?.tone}
        pending={rowWrite.isPending}
        onConfirm={() => confirming && rowWrite.mutate(confirming)}
        onClose={() => setConfirming(null)}
      >
        {confirmation?.body}
      </ConfirmDialog>
      <ConfirmDialog
        open={bulkConfirmation !== null}
        title={bulkConfirmation?.title ?? ''}
        // The same action on the same rows is the same question.
        draft={{
          key: `${caption} ${bulkRun?.action.key} ${chosen.map(rowKey).join(' ')}`,
          initial: { reason: '' },
        }}
        confirmLabel={bulkConfirmation?.confirmLabel ?? ''}
        tone={bulkConfirmation?.tone}
        pending={bulkWrite.isPending}
        onConfirm={({ reason }) => void runSelected(reason)}
        onClose={() => setBulkRun(null)}
      >
        {({ answers, change }) => (
          <>
            {bulkConfirmation?.body}
            {bulkRun?.action.reason && (
              <TextAreaField
                label={bulkRun.action.reason.label}
                required
                value={answers.reason}
                onChange={(event) => {
                  change({ reason: event.target.value });
                  setReasonMissing(false);
                }}
                error={reasonMissing ? bulkRun.action.reason.required : undefined}
              />
            )}
          </>
        )}
      </ConfirmDialog>
      <BulkSummary
        title={outcomes?.title ?? ''}
        outcomes={outcomes?.list ?? null}
        onClose={() => setOutcomes(null)}
      />
    </>
  );
}
