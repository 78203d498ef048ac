import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trash2, UserCheck, UserX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '#contract/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BulkBar, BulkSummary } from '../../../components/ui/bulk-actions.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { notAvailable } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { runBulk, type BulkOutcome } from '../../../lib/bulk.ts';
import { sortOrderOf, sortParamOf } from '#contract/sorting';
import { nextSort } from '../../../lib/list-params.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { occupancyKeys, resourceKeys, useInvalidate } from '../../../lib/query-client.ts';
import type { Student } from '../../../types/api.ts';
import { downloadSpreadsheet, type SpreadsheetFormat } from '../../../lib/reports/download.ts';
import { studentCreateSchema, studentSortValues } from '#contract/students';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { StudentForm } from '../../../components/student/student-form.tsx';
import { createStudent } from '../api/create-student.ts';
import { deleteStudent } from '../api/delete-student.ts';
import { listStudents, studentsQuery, useStudents, type StudentFilters } from '../api/list-students.ts';
import { checkOutStudent, setStudentStatus } from '../api/set-student-status.ts';
import { DeactivateDialog } from '../components/deactivate-dialog.tsx';
import { filtersFrom, filtersQuery } from '../filters.ts';
import { loadToast } from '../../../lib/toasts.ts';

/** Every student matching the filters, a hundred at a time (the API's largest page), for the export. */
async function allMatching(filters: StudentFilters): Promise<Student[]> {
  const students: Student[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listStudents(studentsQuery({ ...filters, page }, 100));
    students.push(...result.students);
    if (page >= result.pagination.pages) return students;
  }
}

function FiltersForm({
  filters,
  onApply,
}: {
  filters: StudentFilters;
  onApply: (f: StudentFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  const bind = (name: 'search' | 'level' | 'programme') => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  return (
    <Card className="p-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <TextField label="Name or email" type="search" {...bind('search')} />
        <SelectField
          label="Status"
          name="isActive"
          value={draft.isActive}
          onChange={(event) =>
            setDraft((d) => ({ ...d, isActive: event.target.value as StudentFilters['isActive'] }))
          }
        >
          <option value="">All</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </SelectField>
        <TextField label="Level" inputMode="numeric" {...bind('level')} />
        <TextField label="Programme" {...bind('programme')} />
        <Button type="submit">Apply filters</Button>
      </form>
    </Card>
  );
}

const activeBadge = (student: Student) => (
  <Badge tone={student.isActive === false ? 'red' : 'green'}>
    {student.isActive === false ? 'Inactive' : 'Active'}
  </Badge>
);

const studentColumns: Column<Student>[] = [
  {
    key: 'name',
    header: 'Student',
    rowHeader: true,
    className: 'md:min-w-48',
    sortValue: studentSortValues.name,
    cell: (student) => (
      <div className="min-w-0">
        <Link
          to={paths.adminStudent.profile(student.id)}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {student.fullName}
        </Link>
        {/* One line, cut short on a desktop (the whole address is its title and on the profile); a
            phone's card has the width to wrap it. */}
        <p
          title={student.email}
          className="text-xs font-normal break-all text-slate-600 md:max-w-48 md:truncate dark:text-slate-400"
        >
          {student.email}
        </p>
      </div>
    ),
  },
  {
    key: 'programme',
    header: 'Programme',
    sortValue: studentSortValues.programme,
    cell: (student) => student.programmeOfStudy || notAvailable,
  },
  {
    key: 'level',
    header: 'Level',
    sortValue: studentSortValues.level,
    cell: (student) => student.level || notAvailable,
  },
  {
    key: 'room',
    header: 'Room',
    sortValue: studentSortValues.room,
    cell: (student) =>
      student.room ? (
        <Link
          to={paths.admin.booking(student.room.bookingPublicId)}
          className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {student.room.roomNumber}
        </Link>
      ) : (
        'No Room'
      ),
  },
  {
    key: 'verified',
    header: 'Verified',
    sortValue: studentSortValues.verified,
    cell: (student) =>
      student.emailVerified ? <Badge tone="green">Verified</Badge> : <Badge tone="amber">Not verified</Badge>,
  },
  { key: 'active', header: 'Status', sortValue: studentSortValues.active, cell: activeBadge },
];

export function StudentsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const sort = sortOrderOf(filters.sort);
  const students = useStudents(filters);
  const [toDelete, setToDelete] = useState<Student | null>(null);
  const [exporting, setExporting] = useState(false);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [checkingOut, setCheckingOut] = useState(false);
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);
  // A student's deletion or check-out ends their booking and frees a bed.
  const meta = { invalidates: [resourceKeys.students, ...occupancyKeys] };
  const remove = useMutation({ mutationFn: (student: Student) => deleteStudent(student.id), meta });
  const [toDeactivate, setToDeactivate] = useState<Student | null>(null);
  const toggle = useMutation({
    mutationFn: ({ student, endBooking }: { student: Student; endBooking?: boolean }) =>
      setStudentStatus(student.id, student.isActive === false, endBooking),
    meta,
  });
  const bulkCheckOut = useMutation({
    mutationFn: (chosen: Student[]) =>
      runBulk(
        chosen,
        (student) => ({ key: student.id, label: student.fullName }),
        (student) => checkOutStudent(student.id),
        messages.students.checkOutFailed,
      ),
    meta,
  });
  const invalidateStudents = useInvalidate(meta.invalidates);

  const apply = (next: StudentFilters) => {
    setSelected(new Set());
    setParams(filtersQuery(next));
  };

  const listed = students.status === 'success' ? students.data.students : [];
  const chosen = listed.filter((student) => selected.has(student.id));

  const checkOutSelected = async () => {
    const result = await bulkCheckOut.mutateAsync(chosen);
    setCheckingOut(false);
    setSelected(new Set());
    setOutcomes(result);
  };

  const changeStatus = async (student: Student, endBooking?: boolean) => {
    try {
      const result = await toggle.mutateAsync({ student, endBooking });
      notifySuccess(messages.students.statusUpdated(result.student.isActive !== false));
      setToDeactivate(null);
    } catch (error) {
      notifyFailure(error, messages.students.statusFailed);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete);
      notifySuccess(messages.students.deleted);
      setToDelete(null);
    } catch (error) {
      notifyFailure(error, messages.students.deleteFailed);
    }
  };

  const exportAs = async (format: SpreadsheetFormat) => {
    setExporting(true);
    try {
      const items = await allMatching(filters).catch(() => null);
      if (items) await downloadSpreadsheet({ kind: 'students', items }, format, await loadToast());
      else notifyError(messages.exports.studentsExcelFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage Students</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Find a student, open their profile, change their status.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setCreating(true)}>Add student</Button>
          <Button variant="secondary" onClick={() => void exportAs('xlsx')} disabled={exporting}>
            Export Excel
          </Button>
          <Button variant="secondary" onClick={() => void exportAs('csv')} disabled={exporting}>
            Export CSV
          </Button>
        </div>
      </div>
      {/* Keyed by the URL: the top bar's search changes it while this form is shown. */}
      <FiltersForm key={params.toString()} filters={filters} onApply={apply} />
      {students.status === 'pending' && <LoadingState label="Loading students" rows={4} />}
      {students.status === 'error' && (
        <ErrorState message={messages.students.fetchFailed} onRetry={() => void students.refetch()} />
      )}
      {students.status === 'success' && students.data.students.length === 0 && (
        <EmptyState title="No students found">Try other filters or clear the search.</EmptyState>
      )}
      {students.status === 'success' && students.data.students.length > 0 && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {students.data.pagination.total} student{students.data.pagination.total === 1 ? '' : 's'}
          </p>
          <BulkBar count={chosen.length} noun="student" onClear={() => setSelected(new Set())}>
            <Button onClick={() => setCheckingOut(true)}>Check out selected</Button>
          </BulkBar>
          <DataTable
            caption="Students"
            rows={students.data.students}
            columns={studentColumns}
            rowKey={(student) => student.id}
            rowProps={(student) => ({ 'data-student': student.id })}
            sort={sort}
            onSort={(key) => apply({ ...filters, sort: sortParamOf(nextSort(sort, key)), page: 1 })}
            selection={{
              selected,
              onChange: setSelected,
              label: (student) => `Select ${student.fullName}`,
              // Check-out is the bulk action: only a student holding a bed can be checked out.
              disabled: (student) => !student.room,
            }}
            actions={(student) => (
              <>
                {/* Icons beside a student on a 1280 px row (named by aria-label and a tooltip); a phone's
                    card and a wide screen spell them out. */}
                <Button
                  variant="ghost"
                  className="min-h-9 px-2.5"
                  // Deactivating asks first (DeactivateDialog); activating is one click.
                  onClick={() =>
                    student.isActive === false ? void changeStatus(student) : setToDeactivate(student)
                  }
                  disabled={toggle.isPending}
                  title={student.isActive === false ? 'Activate' : 'Deactivate'}
                  aria-label={`${student.isActive === false ? 'Activate' : 'Deactivate'} ${student.fullName}`}
                >
                  {student.isActive === false ? (
                    <UserCheck className="size-4" aria-hidden="true" />
                  ) : (
                    <UserX className="size-4" aria-hidden="true" />
                  )}
                  <span className="md:hidden 2xl:inline">
                    {student.isActive === false ? 'Activate' : 'Deactivate'}
                  </span>
                </Button>
                <Button
                  variant="ghost"
                  className="min-h-9 px-2.5 text-red-700 dark:text-red-300"
                  onClick={() => setToDelete(student)}
                  title="Delete"
                  aria-label={`Delete ${student.fullName}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="md:hidden 2xl:inline">Delete</span>
                </Button>
              </>
            )}
          />
          <Pager
            pagination={students.data.pagination}
            label="Students"
            onPage={(page) => apply({ ...filters, page })}
          />
        </>
      )}
      <ConfirmDialog
        open={checkingOut}
        title={`Check out ${chosen.length} student${chosen.length === 1 ? '' : 's'}?`}
        confirmLabel="Check out"
        pending={bulkCheckOut.isPending}
        onConfirm={() => void checkOutSelected()}
        onClose={() => setCheckingOut(false)}
      >
        <p>Each leaves their room and the booking is recorded as Completed, with its bed freed:</p>
        <ul className="list-disc pl-5">
          {chosen.map((student) => (
            <li key={student.id}>
              {student.fullName} (Room {student.room?.roomNumber})
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      <BulkSummary title="Check-out" outcomes={outcomes} onClose={() => setOutcomes(null)} />
      <Dialog open={creating} title="Add student" onClose={() => setCreating(false)}>
        <StudentForm
          student={null}
          schema={studentCreateSchema}
          signIn={{
            passwordLabel: 'Password',
            passwordHint: 'At least 6 characters. The student can change it from My Profile.',
          }}
          submitLabel="Create student"
          save={createStudent}
          success={messages.students.created}
          failure={messages.students.createFailed}
          onSaved={() => {
            setCreating(false);
            void invalidateStudents();
          }}
        />
      </Dialog>
      <DeactivateDialog
        key={toDeactivate?.id ?? 'closed'}
        student={toDeactivate}
        pending={toggle.isPending}
        onConfirm={(endBooking) => toDeactivate && void changeStatus(toDeactivate, endBooking)}
        onClose={() => setToDeactivate(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete student"
        confirmLabel="Delete student"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      >
        <p>
          Delete the account of <strong>{toDelete?.fullName}</strong>? They can no longer sign in and are
          signed out everywhere.
        </p>
        <p>
          Their bookings are archived, not erased: an active booking ends and frees its bed, and every booking
          stays in the records.
        </p>
      </ConfirmDialog>
    </div>
  );
}
