import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '../../types/api.ts';
import { Button } from './button.tsx';

/** Previous / Next through a paginated list, with where the reader is. Nothing when one page holds all. */
export function Pager({
  pagination,
  onPage,
  label,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  /** What the list holds, for the navigation landmark's name. */
  label: string;
}) {
  if (pagination.pages <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" disabled={pagination.page <= 1} onClick={() => onPage(pagination.page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" /> Previous
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Page {pagination.page} of {pagination.pages}
      </p>
      <Button
        variant="secondary"
        disabled={pagination.page >= pagination.pages}
        onClick={() => onPage(pagination.page + 1)}
      >
        Next <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
