import { useId } from 'react';
import { ClipboardCheck } from 'lucide-react';
import {
  checkInAnswerSchema,
  conditionLabels,
  type CheckInForStudent,
  type ConditionItemName,
} from '#contract/desk';
import * as messages from '#contract/messages';
import * as z from '#contract/zod';
import { ConditionSummary } from '../../../components/booking/condition-summary.tsx';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { PhotoGallery } from '../../../components/ui/photo-gallery.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { errorOf, useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { answerCheckIn } from '../api/answer-check-in.ts';
import { useCheckInPhotos } from '../api/get-stay-photos.ts';

interface Row {
  item: ConditionItemName;
  disputed: boolean;
  note: string;
}

/** The ticked rows as the answer the contract checks: the disputed items with their notes. */
const answerForm = z.pipe(
  z.transform(({ rows }: { rows: Row[] }): z.input<typeof checkInAnswerSchema> => ({
    disputes: rows.filter((row) => row.disputed).map(({ item, note }) => ({ item, note })),
  })),
  checkInAnswerSchema,
);

function AnswerForm({ bookingPublicId, checkIn }: { bookingPublicId: string; checkIn: CheckInForStudent }) {
  const formId = useId();
  const paused = useMaintenance().on;
  const form = useSchemaForm({
    initial: { rows: checkIn.items.map((entry): Row => ({ item: entry.item, disputed: false, note: '' })) },
    schema: answerForm,
    save: (answer) => answerCheckIn(bookingPublicId, answer),
    invalidates: [resourceKeys.bookings],
    failure: messages.desk.saveFailed,
    failureShownIn: 'alert',
    onSaved: ({ message }) => notifySuccess(message),
  });
  const rows = form.values.rows;
  const change = (index: number, patch: Partial<Row>) =>
    form.setValues((values) => ({
      rows: values.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));
  // The answer numbers only the disputed rows, so an error's index counts among them.
  const disputedIndex = (index: number) => rows.slice(0, index).filter((row) => row.disputed).length;
  const disputes = rows.filter((row) => row.disputed).length;
  return (
    <form id={formId} noValidate className="space-y-3" onSubmit={form.submit}>
      <MaintenancePause what="Answering the report" />
      <FormAlert message={form.alert} />
      <ul className="space-y-3">
        {checkIn.items.map((entry, index) => (
          <li key={entry.item} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <p className="text-sm">
              <span className="font-semibold">{entry.item}</span>: {conditionLabels[entry.condition]}
              {entry.note && <span className="text-slate-600 dark:text-slate-400"> ({entry.note})</span>}
            </p>
            {entry.photos?.length ? (
              <PhotoGallery label={`Photos of the ${entry.item.toLowerCase()}`} photos={entry.photos} />
            ) : null}
            <Checkbox
              label="I disagree with this"
              checked={rows[index]!.disputed}
              onChange={(event) => change(index, { disputed: event.target.checked })}
            />
            {rows[index]!.disputed && (
              <TextField
                label={`What is wrong with the ${entry.item.toLowerCase()}?`}
                value={rows[index]!.note}
                maxLength={500}
                onChange={(event) => change(index, { note: event.target.value })}
                error={errorOf(form.errors, `disputes.${disputedIndex(index)}.note`)}
              />
            )}
          </li>
        ))}
      </ul>
      <FormActions
        submitLabel={
          disputes === 0
            ? 'Confirm the report'
            : `Send, disputing ${disputes} item${disputes === 1 ? '' : 's'}`
        }
        disabled={paused}
        pending={form.pending}
      />
    </form>
  );
}

/**
 * The check-in's condition report on the resident's page, with the photos staff took: to confirm (or
 * dispute item by item) on the student's phone, then as they answered it.
 */
export function ConditionReport({
  bookingPublicId,
  checkIn: reported,
}: {
  bookingPublicId: string;
  checkIn: CheckInForStudent;
}) {
  const photos = useCheckInPhotos(bookingPublicId).data;
  const checkIn = {
    ...reported,
    items: reported.items.map((entry) => ({
      ...entry,
      photos: photos?.find((shown) => shown.item === entry.item)?.photos,
    })),
  };
  return (
    <section aria-labelledby="condition-report">
      <Card className="space-y-3 p-6">
        <h2 id="condition-report" className="flex items-center gap-2 text-base font-semibold">
          <ClipboardCheck className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" /> Room
          condition at check-in
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {/* The key's number in one piece: a phone's line broke at its hyphen, leaving "K-" alone. */}
          Checked in {formatDateTime(checkIn.at)}, key{' '}
          <span className="whitespace-nowrap">{checkIn.keyNumber}</span>. Your check-out is compared with this
          report.
        </p>
        {checkIn.answer ? (
          <>
            <ConditionSummary entries={checkIn.items} />
            <p className="text-sm font-medium">
              {checkIn.answer.disputes.length === 0
                ? `You confirmed this report on ${formatDateTime(checkIn.answer.at)}.`
                : `You disputed: ${checkIn.answer.disputes.map((d) => `${d.item} (${d.note})`).join('; ')}.`}
            </p>
          </>
        ) : (
          <AnswerForm bookingPublicId={bookingPublicId} checkIn={checkIn} />
        )}
      </Card>
    </section>
  );
}
