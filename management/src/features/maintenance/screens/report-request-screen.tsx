import { useNavigate } from 'react-router-dom';
import {
  maxMaintenancePhotos,
  maintenanceCategories,
  maintenanceCategoryLabels,
  maintenanceUrgencies,
  maintenanceUrgencyLabels,
  reportMaintenanceSchema,
  type MyMaintenanceResponse,
} from '#contract/maintenance';
import * as messages from '#contract/messages';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { screenTitles } from '../../../config/screen-titles.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { reportRequest, requestPhotoUpload } from '../api/maintenance.ts';
import { useMyRequests } from '../api/my-requests.ts';

/** Reporting a problem (/student/maintenance/new), made for a phone: one column, native controls. */
export function ReportRequestScreen() {
  const mine = useMyRequests();
  return (
    <div className="max-w-xl space-y-6">
      <PageHeader
        title={screenTitles.reportProblem}
        description="Tell the hostel staff what is wrong and where."
      />
      <MaintenancePause what="Reporting a problem" />
      {mine.status === 'pending' && <LoadingState label="Loading" rows={1} />}
      <QueryFailed query={mine} failed={messages.maintenance.fetchFailed} />
      {mine.status === 'success' && <ReportForm room={mine.data.room} />}
    </div>
  );
}

/** The form, once it knows whether the student has a room to report about (else a common area). */
function ReportForm({ room }: { room: MyMaintenanceResponse['room'] }) {
  const navigate = useNavigate();
  const paused = useMaintenance().on;
  const form = useSchemaForm({
    initial: {
      category: '',
      urgency: 'normal',
      description: '',
      where: room ? 'room' : 'common',
      area: '',
      block: '',
      photos: [] as string[],
    },
    schema: reportMaintenanceSchema,
    save: reportRequest,
    failure: messages.maintenance.reportFailed,
    invalidates: [resourceKeys.maintenance],
    onSaved: async ({ request, message }) => {
      notifySuccess(message);
      // In the form's place, as a booking made replaces Book a Room: Back led to the form again, emptied,
      // as if the report had not gone, and invited sending it twice.
      await navigate(paths.student.maintenanceRequest(request.id), { replace: true });
    },
  });
  const where = form.values.where;
  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={form.submit} noValidate className="space-y-4">
        <SelectField
          label="What kind of problem?"
          {...form.bind('category')}
          placeholder="Choose…"
          choices={maintenanceCategories}
          choiceLabel={(category) => maintenanceCategoryLabels[category]}
        />
        <SelectField
          label="How urgent is it?"
          {...form.bind('urgency')}
          choices={maintenanceUrgencies}
          choiceLabel={(urgency) => maintenanceUrgencyLabels[urgency]}
        />
        <SelectField label="Where?" {...form.bind('where')}>
          {room && <option value="room">My room ({room.roomNumber})</option>}
          <option value="common">A common area</option>
        </SelectField>
        {where === 'common' && (
          <>
            <TextField
              label="Which common area?"
              placeholder="Kitchen, 2nd floor"
              maxLength={100}
              {...form.bind('area')}
            />
            <TextField label="Block (optional)" maxLength={10} {...form.bind('block')} />
          </>
        )}
        <TextAreaField
          label="What is wrong?"
          rows={5}
          maxLength={2000}
          hint="What you see, since when, and anything staff should know before they come in."
          {...form.bind('description')}
        />
        <PhotoPicker
          label="Photos (optional)"
          hint={`Up to ${maxMaintenancePhotos}. They are made smaller on your phone first, without the place they were taken.`}
          max={maxMaintenancePhotos}
          keys={form.values.photos}
          requestForm={requestPhotoUpload}
          onAdded={(key) => form.setValues((values) => ({ ...values, photos: [...values.photos, key] }))}
          onRemoved={(key) =>
            form.setValues((values) => ({ ...values, photos: values.photos.filter((k) => k !== key) }))
          }
          {...form.uploads}
        />
        <FormActions submitLabel="Send the request" disabled={paused} pending={form.pending} />
      </form>
    </Card>
  );
}
