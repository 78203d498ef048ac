import { useState, type ReactNode } from 'react';
import { BedDouble, Download, Pencil, X } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import * as messages from '#contract/messages';
import { capacityLabel, orMissing, roomTypeOrDefault } from '#contract/shown-values';
import { academicPeriod } from '../../../components/booking/booking-labels.ts';
import type { BookForStudentSlot, LedgerPanelSlot } from '../../../components/feature-slots.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DiscardChangesDialog } from '../../../components/ui/discard-changes-dialog.tsx';
import { DetailRow, DetailsCard } from '../../../components/ui/details-card.tsx';
import { StudentDetails } from '../../../components/student/student-details.tsx';
import { StudentForm } from '../../../components/student/student-form.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { LoadingState, RecordFailed } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useRecordTitle } from '../../../lib/record-title.ts';
import { resourceKeys, useInvalidate } from '../../../lib/query-client.ts';
import { useFormInPlace } from '../../../lib/use-form-in-place.ts';
import { editsAtRisk } from '../../../lib/unsaved-edits.ts';
import type { Booking } from '../../../types/api.ts';
import { download } from '../../../lib/reports/download.ts';
import { defaultPdfFileNames, pdfFile } from '../../../lib/reports/pdf-download.ts';
import { useCurrentBooking } from '../../../lib/current-booking.ts';
import { useStudent } from '../../../lib/student.ts';
import { getStudentBookings } from '../api/get-student-bookings.ts';
import { studentPdf } from '../api/student-pdf.ts';
import { studentEditSchema, updateStudent } from '../api/update-student.ts';
import { BookingHistoryPanel } from '../components/booking-history-panel.tsx';
import { profileTabFrom, withProfileTab, type ProfileTab } from '../filters.ts';
import { loadToast } from '../../../lib/toasts.ts';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

/** One fact over the tabs, shown whole: a cut email or phone number is one staff cannot use. */
function SummaryCard({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card className="min-w-0 p-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <div className="mt-1 font-semibold break-words">{value}</div>
    </Card>
  );
}

function CurrentBooking({
  booking,
  onBook,
}: {
  booking: Booking | null | undefined;
  /** Offered when the student may be given a bed (active, without one). */
  onBook?: () => void;
}) {
  if (booking === undefined) return <LoadingState label="Loading current booking" rows={1} />;
  if (!booking || booking.status !== 'active')
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3 p-6">
        <div>
          <h2 className="text-base font-semibold">Current Booking</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">No Active Booking</p>
        </div>
        {onBook && (
          <Button onClick={onBook}>
            <BedDouble className="size-4" aria-hidden="true" /> Book a room
          </Button>
        )}
      </Card>
    );
  return (
    <DetailsCard
      title="Current Booking"
      action={
        <Link to={paths.admin.booking(booking.publicId)} className={buttonClasses('secondary')}>
          Booking details
        </Link>
      }
    >
      <DetailRow label="Room number" value={booking.room?.roomNumber} />
      <DetailRow label="Room type" value={roomTypeOrDefault(booking.room?.roomType)} />
      <DetailRow label="Capacity" value={capacityLabel(booking.room?.capacity)} />
      <DetailRow label="Booking date" value={formatDate(booking.bookingDate)} />
      <DetailRow label="Academic period" value={academicPeriod(booking)} />
      <DetailRow label="Status" value="Active" />
    </DetailsCard>
  );
}

/** A student as staff see them (docs/spec.md §2 Admin student profile). */
export function StudentProfileScreen({
  BookForStudentDialog,
  LedgerPanel,
}: {
  BookForStudentDialog: BookForStudentSlot;
  LedgerPanel: LedgerPanelSlot;
}) {
  const { studentId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = profileTabFrom(params);
  const student = useStudent(studentId);
  const invalidateStudent = useInvalidate([resourceKeys.students, resourceKeys.bookings]);
  const current = useCurrentBooking(studentId);
  const editing = useFormInPlace();
  const [exporting, setExporting] = useState(false);
  const [givingBed, setBooking] = useState(false);
  const [switchingTo, setSwitchingTo] = useState<ProfileTab | null>(null);
  useRecordTitle(student.data?.student.fullName);

  if (student.status === 'pending') return <LoadingState label="Loading student" rows={4} />;
  if (student.status === 'error')
    return (
      <RecordFailed
        error={student.error}
        failed={messages.students.detailsFailed}
        missing={{
          title: 'Student Not Found',
          body: 'No student has this identifier.',
          back: { to: paths.admin.students, label: 'Back to Students' },
        }}
        onRetry={() => void student.refetch()}
      />
    );

  const profile = student.data.student;
  const booking =
    current.status === 'success' ? current.data.booking : current.status === 'error' ? null : undefined;
  const active = booking?.status === 'active' ? booking : null;

  const openTab = (next: ProfileTab) => {
    setSwitchingTo(null);
    editing.close();
    // The tab replaces the history entry, as Public Content's blocks do: Back leaves the screen, which the
    // app's guard asks about, rather than switching tabs, which it would not see and which drops the form.
    setParams(withProfileTab(params, next), { replace: true });
  };
  const selectTab = (next: ProfileTab) => {
    if (next === tab) return;
    // The form's unsaved edits, as the app's leave guard knows them: a tab switch drops them too.
    if (editsAtRisk()) setSwitchingTo(next);
    else openTab(next);
  };

  const exportPdf = async () => {
    setExporting(true);
    await download(await loadToast(), messages.exports.studentPdfFailed, async () => {
      const { bookings } = await getStudentBookings(profile.id);
      const { blob, headers } = await studentPdf(profile, bookings);
      return pdfFile(blob, headers, defaultPdfFileNames.student(profile.fullName));
    });
    setExporting(false);
  };

  const tabs: { id: ProfileTab; label: string }[] = [
    { id: 'profile', label: 'Profile' },
    { id: 'history', label: 'Booking History' },
    { id: 'money', label: 'Money' },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink to={paths.admin.students}>Back</BackLink>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void exportPdf()} pending={exporting}>
            <Download className="size-4" aria-hidden="true" /> Export
          </Button>
          {tab === 'profile' && (
            <Button
              id={editing.buttonId}
              variant={editing.open ? 'secondary' : 'primary'}
              onClick={editing.open ? editing.close : editing.show}
            >
              {editing.open ? (
                <>
                  <X className="size-4" aria-hidden="true" /> Cancel
                </>
              ) : (
                <>
                  <Pencil className="size-4" aria-hidden="true" /> Edit
                </>
              )}
            </Button>
          )}
        </div>
      </div>
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{profile.fullName}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Student profile</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard
          label="Status"
          value={
            <Badge tone={profile.isActive === false ? 'red' : 'green'}>
              {profile.isActive === false ? 'Inactive' : 'Active'}
            </Badge>
          }
        />
        <SummaryCard label="Email" value={<EmailAddress address={profile.email} />} />
        <SummaryCard label="Phone" value={orMissing(profile.phoneNumber)} />
        <SummaryCard
          label="Room status"
          value={
            booking === undefined ? '…' : active ? `Room ${orMissing(active.room?.roomNumber)}` : 'No Room'
          }
        />
      </div>
      <div
        role="tablist"
        aria-label="Student sections"
        className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => selectTab(id)}
            className={cx(
              '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
              tab === id
                ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="space-y-6">
        {tab === 'history' ? (
          <BookingHistoryPanel studentId={profile.id} />
        ) : tab === 'money' ? (
          <LedgerPanel studentId={profile.id} />
        ) : editing.open ? (
          <div id={editing.formId}>
            <StudentForm
              student={profile}
              schema={studentEditSchema}
              title="Edit student"
              signIn={{
                passwordLabel: 'New Password',
                passwordHint: 'Leave blank to keep the current password.',
              }}
              submitLabel="Update"
              save={(values) => updateStudent(profile.id, values)}
              success={messages.students.updated}
              failure={messages.students.updateFailed}
              onSaved={() => {
                editing.close();
                void invalidateStudent();
              }}
            />
          </div>
        ) : (
          <>
            <CurrentBooking
              booking={booking}
              onBook={profile.isActive === false ? undefined : () => setBooking(true)}
            />
            <StudentDetails
              student={profile}
              account={<DetailRow label="Email verified" value={profile.emailVerified ? 'Yes' : 'No'} />}
            />
          </>
        )}
      </div>
      {givingBed && <BookForStudentDialog student={profile} onClose={() => setBooking(false)} />}
      <DiscardChangesDialog
        open={switchingTo !== null}
        onDiscard={() => openTab(switchingTo!)}
        onKeep={() => setSwitchingTo(null)}
      >
        <p>
          Your changes to {profile.fullName}&apos;s details are not saved.
          {switchingTo && ` Open ${tabs.find(({ id }) => id === switchingTo)!.label} without them?`}
        </p>
      </DiscardChangesDialog>
    </div>
  );
}
