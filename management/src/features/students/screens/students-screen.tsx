import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '#contract/amounts';
import { Plus, Trash2, UserCheck, UserX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { noRoom, orMissing } from '#contract/shown-values';
import * as messages from '#contract/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { SpreadsheetButtons } from '../../../components/list/spreadsheet-buttons.tsx';
import type { BulkAction, RowAction } from '../../../components/list/list-actions.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { occupancyKeys, useInvalidate } from '../../../lib/query-client.ts';
import type { Student } from '../../../types/api.ts';
import { studentCreateSchema, studentSortValues } from '#contract/students';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { StudentCell } from '../../../components/student/student-cell.tsx';
import { StudentForm } from '../../../components/student/student-form.tsx';
import { createStudent } from '../api/create-student.ts';
import { deleteStudent } from '../api/delete-student.ts';
import { useStudents } from '../api/list-students.ts';
import { getAllStudents, type StudentFilters } from '../../../lib/student-list.ts';
import { checkOutStudent } from '../../../lib/student.ts';
import { setStudentStatus } from '../api/set-student-status.ts';
import { studentFilters } from '../filters.ts';
import { DeactivateDialog } from '../components/deactivate-dialog.tsx';

const activeBadge = (student: Student) => (
  <Badge tone={student.isActive === false ? 'red' : 'green'}>
    {student.isActive === false ? 'Inactive' : 'Active'}
  </Badge>
);

/**
 * What a student owes, or holds in credit, said in words under the amount: a bare '-GHS 2,400.00' left
 * staff to guess which way the sign ran (the balance is positive when owed, docs/spec.md §17).
 */
function Balance({ amount, currency }: NonNullable<Student['balance']>) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      {formatMoney(Math.abs(amount), currency)}
      {amount !== 0 && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {amount > 0 ? 'owed' : 'in credit'}
        </span>
      )}
    </span>
  );
}

const studentColumns: Column<Student>[] = [
  {
    key: 'name',
    header: 'Student',
    rowHeader: true,
    className: 'md:min-w-44',
    sortValue: studentSortValues.name,
    cell: (student) => (
      <StudentCell email={student.email} width="md:max-w-44">
        <Link
          to={paths.adminStudent.profile(student.id)}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {student.fullName}
        </Link>
      </StudentCell>
    ),
  },
  {
    key: 'programme',
    header: 'Programme',
    sortValue: studentSortValues.programme,
    cell: (student) => orMissing(student.programmeOfStudy),
  },
  {
    key: 'level',
    header: 'Level',
    sortValue: studentSortValues.level,
    cell: (student) => orMissing(student.level),
  },
  {
    key: 'balance',
    header: 'Balance',
    numeric: true,
    cell: (student) => (student.balance ? <Balance {...student.balance} /> : '—'),
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
        noRoom
      ),
  },
  {
    key: 'active',
    header: 'Status',
    sortValue: studentSortValues.active,
    // An unverified address is said under the status, not in a column of its own: the row then fits
    // 1280 px with the balance beside it.
    cell: (student) => (
      <span className="flex flex-col items-start gap-1">
        {activeBadge(student)}
        {!student.emailVerified && <Badge tone="amber">Not verified</Badge>}
      </span>
    ),
  },
];

/** Manage Students (/admin/students, docs/spec.md §2); the top bar's search opens it with `search` set. */
export function StudentsScreen() {
  const list = useListParams(studentFilters);
  const filters: StudentFilters = {
    ...list.request,
    isActive: list.filters.isActive as StudentFilters['isActive'],
  };
  const students = useStudents(filters);
  const [creating, setCreating] = useState(false);
  // A student's deletion or check-out ends their booking and frees a bed.
  const meta = { invalidates: occupancyKeys };
  const remove = useMutation({ mutationFn: (student: Student) => deleteStudent(student.id), meta });
  const [toDeactivate, setToDeactivate] = useState<Student | null>(null);
  const toggle = useMutation({
    mutationFn: ({ student, endBooking }: { student: Student; endBooking?: boolean }) =>
      setStudentStatus(student.id, student.isActive === false, endBooking),
    meta,
  });
  const invalidateStudents = useInvalidate(meta.invalidates);

  const changeStatus = async (student: Student, endBooking?: boolean) => {
    try {
      const result = await toggle.mutateAsync({ student, endBooking });
      notifySuccess(messages.students.statusUpdated(result.student.isActive !== false));
      setToDeactivate(null);
    } catch (error) {
      notifyFailure(error, messages.students.statusFailed);
    }
  };

  const actions: RowAction<Student>[] = [
    {
      key: 'deactivate',
      label: 'Deactivate',
      name: (student) => `Deactivate ${student.fullName}`,
      icon: UserX,
      when: (student) => student.isActive !== false,
      disabled: () => toggle.isPending,
      // Deactivating asks first (DeactivateDialog), with the booking's fate when they hold a bed.
      run: (student) => setToDeactivate(student),
    },
    {
      key: 'activate',
      label: 'Activate',
      name: (student) => `Activate ${student.fullName}`,
      icon: UserCheck,
      when: (student) => student.isActive === false,
      disabled: () => toggle.isPending,
      run: (student) => changeStatus(student),
    },
    {
      key: 'delete',
      label: 'Delete',
      name: (student) => `Delete ${student.fullName}`,
      icon: Trash2,
      tone: 'danger',
      confirm: (student) => ({
        title: 'Delete student',
        confirmLabel: 'Delete student',
        body: (
          <>
            <p>
              Delete the account of <strong>{student.fullName}</strong>? They can no longer sign in and are
              signed out everywhere.
            </p>
            <p>
              Their bookings are archived, not erased: an active booking ends and frees its bed, and every
              booking stays in the records.
            </p>
          </>
        ),
      }),
      // A student who owes or holds credit is refused (409) with the amount, said in the confirmation.
      failed: messages.students.deleteFailed,
      run: async (student) => {
        await remove.mutateAsync(student);
        notifySuccess(messages.students.deleted);
      },
    },
  ];

  const checkOutSelected: BulkAction<Student> = {
    key: 'check-out',
    trigger: { kind: 'button', label: 'Check out selected' },
    confirm: (chosen) => ({
      title: `Check out ${chosen.length} student${chosen.length === 1 ? '' : 's'}?`,
      confirmLabel: 'Check out',
      body: (
        <>
          <p>
            Each leaves their room and the booking is recorded as Completed, with its bed freed and the whole
            deposit returned; the desk records the check-outs without keys or conditions:
          </p>
          <ul className="list-disc pl-5">
            {chosen.map((student) => (
              <li key={student.id}>
                {student.fullName} (Room {student.room?.roomNumber})
              </li>
            ))}
          </ul>
        </>
      ),
    }),
    describe: (student) => student.fullName,
    each: (student) => checkOutStudent(student.id),
    failed: messages.students.checkOutFailed,
    summary: 'Check-out',
  };

  return (
    <ListScreen
      title="Manage Students"
      description="Find a student, open their profile, change their status."
      pageActions={
        <>
          <SpreadsheetButtons spreadsheet={{ kind: 'students', read: () => getAllStudents(filters) }} />
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" /> Add student
          </Button>
        </>
      }
      query={students}
      rows={(data) => data.students}
      params={list}
      filters={{ label: 'Filter students', apply: true, columns: 2 }}
      caption="Students"
      columns={studentColumns}
      rowKey={(student) => student.id}
      rowProps={(student) => ({ 'data-student': student.id })}
      actions={actions}
      bulk={{
        noun: 'student',
        label: (student) => `Select ${student.fullName}`,
        // Check-out is the bulk action: only a student holding a bed can be checked out.
        disabled: (student) => !student.room,
        actions: [checkOutSelected],
      }}
      invalidates={meta.invalidates}
      loading="Loading students"
      failed={messages.students.fetchFailed}
      empty={{ title: 'No students found', body: 'Try other filters or clear the search.' }}
      summary={(data) => (
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {data.pagination.total} student{data.pagination.total === 1 ? '' : 's'}
        </p>
      )}
    >
      <Dialog open={creating} title="Add student" onClose={() => setCreating(false)}>
        <StudentForm
          student={null}
          schema={studentCreateSchema}
          signIn={{
            passwordLabel: 'Password',
            passwordHint:
              'At least 8 characters, not a common or leaked password. The student can change it from My Profile.',
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
    </ListScreen>
  );
}
