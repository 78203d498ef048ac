import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as messages from '#contract/messages';
import type { RollOverProgress, StaffSettings } from '#contract/settings';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { resourceKeys } from '../../../lib/query-client.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { notifyUndoable } from '../../../lib/notify-undo.ts';
import { AcademicPeriodSetting } from '../components/academic-period-setting.tsx';
import { RepairTargetsSetting } from '../components/repair-targets-setting.tsx';
import { ResidenceSettings } from '../components/residence-settings.tsx';
import { OfferHoursSetting } from '../components/offer-hours-setting.tsx';
import { DepositDeadlineSetting, PaymentRemindersSetting } from '../components/payment-settings.tsx';
import { setMaintenance, setRegistration, useSettings } from '../api/settings.ts';
import { RollOverStatus } from '../components/roll-over-status.tsx';
import { RoomTypeDetailsSetting } from '../components/room-type-details-setting.tsx';
import { RoomTypesSetting } from '../components/room-types-setting.tsx';

function Section({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
      </div>
      {children}
    </Card>
  );
}

/** Settings (/admin/settings, docs/spec.md §2, §4): registration, maintenance mode and the academic period. */
export function SettingsScreen() {
  const settings = useSettings();
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          The hostel's switches and its academic period.
        </p>
      </div>
      {settings.status === 'pending' && <LoadingState label="Loading settings" />}
      <QueryFailed query={settings} failed={messages.settings.fetchFailed} />
      {settings.status === 'success' && (
        <SettingsForms settings={settings.data.settings} rollOver={settings.data.rollOver} />
      )}
    </div>
  );
}

type SettingProps = { settings: StaffSettings; rollOver: RollOverProgress | null };

/** The sections after the switches, each one kind of setting with what it changes. */
const sections: { title: string; text: string; Setting: (props: SettingProps) => ReactNode }[] = [
  {
    title: 'Academic period',
    text: 'New bookings belong to this period, and the bookings list shows it unless another is chosen.',
    Setting: ({ settings, rollOver }) => (
      <>
        <AcademicPeriodSetting settings={settings} />
        <RollOverStatus rollOver={rollOver} />
      </>
    ),
  },
  {
    title: 'Room types',
    text: 'The kinds of room the hostel has and the beds in each. Every room is of one of these types, with exactly its beds; the public rooms page lists them.',
    Setting: RoomTypesSetting,
  },
  {
    title: 'Amenities and photos',
    text: "What each room type has and how it looks: students see them in a room's details, and anyone on the public rooms page.",
    Setting: RoomTypeDetailsSetting,
  },
  {
    title: 'Waitlist',
    text: 'How long a bed offered to the next student on the waitlist is held for them before the offer expires.',
    Setting: OfferHoursSetting,
  },
  {
    title: 'Repair targets',
    text: 'How long a repair of each priority may stay open. Past it, the maintenance queue and the dashboard flag the request as overdue, and the operators are alerted.',
    Setting: RepairTargetsSetting,
  },
  {
    title: 'Payments',
    text: 'Students whose charges are past their due date get a reminder in the app and by mail, at most once in the days set here. With the deposit deadline on, a new booking charged a deposit holds its bed only until the deposit is paid or the hours set here pass; unpaid by then, it is cancelled, its charges given back, and the bed offered to the waitlist. Bookings made while the deadline is off are not affected.',
    Setting: ({ settings }) => (
      <div className="space-y-6">
        <PaymentRemindersSetting settings={settings} />
        <DepositDeadlineSetting settings={settings} />
      </div>
    ),
  },
  {
    title: 'Residents',
    text: 'What a student with a booking sees on My Residence and in their booking letter. The days apply to bookings of the current academic period.',
    Setting: ResidenceSettings,
  },
];

/** Every settings write changes what the settings screens and the public switches show. */
const meta = { invalidates: [resourceKeys.settings] };

function SettingsForms({
  settings,
  rollOver,
}: {
  settings: StaffSettings;
  rollOver: RollOverProgress | null;
}) {
  const [maintenanceMessage, setMaintenanceMessage] = useState(settings.maintenanceMessage);

  const registrationWrite = useMutation({ mutationFn: setRegistration, meta });
  async function switchRegistration(isOpen: boolean): Promise<boolean> {
    try {
      await registrationWrite.mutateAsync(isOpen);
      return true;
    } catch (error) {
      notifyFailure(error, messages.settings.registrationFailed);
      return false;
    }
  }

  async function toggleRegistration(isOpen: boolean) {
    if (!(await switchRegistration(isOpen))) return;
    notifyUndoable(messages.settings.registrationToggled(isOpen), () => {
      void switchRegistration(!isOpen).then(
        (done) => done && notifySuccess(messages.settings.registrationToggled(!isOpen)),
      );
    });
  }

  const [confirmingMaintenance, setConfirmingMaintenance] = useState(false);
  const maintenance = useMutation({
    mutationFn: (isEnabled: boolean) => setMaintenance(isEnabled, maintenanceMessage.trim()),
    onSuccess: (_answer, isEnabled) => {
      notifySuccess(messages.settings.maintenanceToggled(isEnabled));
      setConfirmingMaintenance(false);
    },
    onError: (error) => notifyFailure(error, messages.settings.maintenanceFailed),
    meta,
  });

  return (
    <>
      <Section
        title="Student registration"
        text="Whether new students can create an account on the public site."
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm">
            Registration is{' '}
            <Badge tone={settings.registrationOpen ? 'green' : 'red'}>
              {settings.registrationOpen ? 'Open' : 'Closed'}
            </Badge>
          </p>
          <Button
            variant={settings.registrationOpen ? 'danger' : 'primary'}
            pending={registrationWrite.isPending}
            onClick={() => void toggleRegistration(!settings.registrationOpen)}
          >
            {settings.registrationOpen ? 'Close Registration' : 'Open Registration'}
          </Button>
        </div>
      </Section>

      <Section
        title="Maintenance mode"
        text="While it is on, students can read but not change anything, and see the message below."
      >
        <TextField
          label="Maintenance message"
          value={maintenanceMessage}
          maxLength={500}
          placeholder={messages.common.maintenanceDefault}
          onChange={(event) => setMaintenanceMessage(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm">
            Maintenance mode is{' '}
            <Badge tone={settings.maintenanceMode ? 'amber' : 'green'}>
              {settings.maintenanceMode ? 'On' : 'Off'}
            </Badge>
          </p>
          <div className="flex flex-wrap gap-2">
            {settings.maintenanceMode && (
              <Button
                variant="secondary"
                pending={maintenance.isPending}
                onClick={() => maintenance.mutate(true)}
              >
                Save Message
              </Button>
            )}
            <Button
              variant={settings.maintenanceMode ? 'primary' : 'danger'}
              pending={maintenance.isPending}
              onClick={() =>
                // Switching it on stops every student's changes, so it is asked once; off is harmless.
                settings.maintenanceMode ? maintenance.mutate(false) : setConfirmingMaintenance(true)
              }
            >
              {settings.maintenanceMode ? 'Disable Maintenance Mode' : 'Enable Maintenance Mode'}
            </Button>
          </div>
        </div>
      </Section>

      {sections.map(({ title, text, Setting }) => (
        <Section key={title} title={title} text={text}>
          <Setting settings={settings} rollOver={rollOver} />
        </Section>
      ))}

      <ConfirmDialog
        open={confirmingMaintenance}
        title="Switch maintenance mode on?"
        confirmLabel="Enable Maintenance Mode"
        pending={maintenance.isPending}
        onConfirm={() => maintenance.mutate(true)}
        onClose={() => setConfirmingMaintenance(false)}
      >
        <p>
          Until it is switched off, students can read but cannot book, join the waitlist or change their
          details. Every student and staff screen shows this message:
        </p>
        <p className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
          {maintenanceMessage.trim() || messages.common.maintenanceDefault}
        </p>
      </ConfirmDialog>
    </>
  );
}
