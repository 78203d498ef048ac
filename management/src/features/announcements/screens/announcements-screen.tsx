import {
  publishAnnouncementSchema,
  type AnnouncementWithCounts,
  type PublishAnnouncement,
} from '#contract/announcements';
import * as messages from '#contract/messages';
import * as z from '#contract/zod';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { FormActions, FormCard } from '../../../components/ui/form-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RecordLink } from '../../../components/ui/record-link.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { errorOf, useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { publishAnnouncement, useAnnouncements } from '../api/announcements.ts';

const audiences = {
  everyone: 'Everyone',
  block: 'Students of a block',
  floor: 'Students of a floor',
  roomType: 'Students of a room type',
  waiting: 'Waiting students',
  balanceDue: 'Students with a balance due',
  staff: 'Staff',
} as const;
type AudienceKind = keyof typeof audiences;
const audienceKinds = Object.keys(audiences) as AudienceKind[];

const empty = {
  title: '',
  text: '',
  kind: 'everyone' as string,
  value: '',
  pinned: false,
  publishAt: '',
  expiresAt: '',
};

/** A date-time input's local time, as the ISO time the API reads. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The form's flat fields as the body the contract checks, so both sides hold the same rules. */
const formSchema = z.pipe(
  z.transform((values: typeof empty): PublishAnnouncement => {
    const kind = values.kind as AudienceKind;
    const audience =
      kind === 'block'
        ? { kind, block: values.value }
        : kind === 'roomType'
          ? { kind, roomType: values.value }
          : kind === 'floor'
            ? { kind, floor: values.value.trim() === '' ? Number.NaN : Number(values.value) }
            : { kind };
    const publishAt = isoOf(values.publishAt);
    const expiresAt = isoOf(values.expiresAt);
    return {
      title: values.title,
      text: values.text,
      audience: audience as PublishAnnouncement['audience'],
      pinned: values.pinned,
      ...(publishAt ? { publishAt } : {}),
      ...(expiresAt ? { expiresAt } : {}),
    };
  }),
  publishAnnouncementSchema,
);

const audienceLine = ({ audience }: AnnouncementWithCounts) =>
  audience.kind === 'block'
    ? `Block ${audience.block}`
    : audience.kind === 'floor'
      ? `Floor ${audience.floor}`
      : audience.kind === 'roomType'
        ? `${audience.roomType} rooms`
        : audiences[audience.kind];

/** Who it is for, when it publishes or did, and until when a pinned one stays, when it expires. */
const timesLine = (announcement: AnnouncementWithCounts) =>
  [
    audienceLine(announcement),
    `${announcement.status === 'scheduled' ? 'Publishes' : 'Published'} ${formatDateTime(announcement.publishAt)}`,
    announcement.expiresAt && `Expires ${formatDateTime(announcement.expiresAt)}`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * How far it has reached: of how many its audience held when it published, once its fan-out has read
 * them (announcements sent before that was kept give their counts alone).
 */
function reachOf({ status, recipients, received, read }: AnnouncementWithCounts): string {
  if (status === 'scheduled') return 'Not sent yet';
  if (recipients !== null) return `Received by ${received} of ${recipients}, read by ${read}`;
  return status === 'sending' ? 'Sending…' : `Received by ${received}, read by ${read}`;
}

/** Staff's announcements (issue #28): write one for an audience, now or later, and see its reach. */
export function AnnouncementsScreen() {
  const list = useAnnouncements();
  const form = useSchemaForm({
    initial: empty,
    schema: formSchema,
    save: publishAnnouncement,
    failure: messages.common.unexpected,
    invalidates: [resourceKeys.announcements],
    onSaved: (answer) => {
      notifySuccess(answer.message);
      form.setValues(empty);
    },
  });
  const kind = form.values.kind as AudienceKind;
  const needsValue = kind === 'block' || kind === 'floor' || kind === 'roomType';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Announcements"
        description="Tell residents or staff something, in the app and by email as each of them chose."
      />
      <FormCard
        title="New announcement"
        description="Pinned announcements stay on students' dashboards until they expire."
        onSubmit={form.submit}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" className="sm:col-span-2" maxLength={120} {...form.bind('title')} />
          <TextAreaField label="Text" className="sm:col-span-2" rows={4} {...form.bind('text')} />
          <SelectField
            label="Audience"
            {...form.bind('kind')}
            error={errorOf(form.errors, 'audience')}
            choices={audienceKinds}
            choiceLabel={(kind) => audiences[kind]}
          />
          {needsValue && (
            <TextField
              label={kind === 'block' ? 'Block' : kind === 'floor' ? 'Floor' : 'Room type'}
              inputMode={kind === 'floor' ? 'numeric' : undefined}
              {...form.bind('value')}
              error={errorOf(form.errors, 'audience')}
            />
          )}
          <TextField label="Publish at (optional)" type="datetime-local" {...form.bind('publishAt')} />
          <TextField label="Expires at (optional)" type="datetime-local" {...form.bind('expiresAt')} />
          <Checkbox label="Pin on students' dashboards" {...form.check('pinned')} />
        </div>
        {/* With a time to publish it waits for it: the button says so, as the toast after it does. */}
        <FormActions submitLabel={form.values.publishAt ? 'Schedule' : 'Publish'} pending={form.pending} />
      </FormCard>
      <section aria-labelledby="published" className="space-y-3">
        <h2 id="published" className="text-lg font-semibold">
          Published and scheduled
        </h2>
        {list.status === 'pending' ? (
          <LoadingState label="Loading announcements" rows={2} />
        ) : list.status === 'error' ? (
          <ErrorState message={messages.announcements.loadFailed} onRetry={() => void list.refetch()} />
        ) : list.data.announcements.length === 0 ? (
          <EmptyState title="No announcements yet" />
        ) : (
          <ul className="space-y-3">
            {list.data.announcements.map((announcement) => (
              <li key={announcement.id}>
                <Card className="space-y-1 p-5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">
                      <RecordLink to={paths.admin.announcement(announcement.id)}>
                        {announcement.title}
                      </RecordLink>
                    </h3>
                    {announcement.pinned && <Badge tone="blue">Pinned</Badge>}
                    {announcement.status === 'scheduled' && <Badge tone="amber">Scheduled</Badge>}
                  </div>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{timesLine(announcement)}</p>
                  <p className="text-sm" data-testid="announcement-reach">
                    {reachOf(announcement)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
