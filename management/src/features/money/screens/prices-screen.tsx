import * as messages from '#contract/messages';
import { savePricesSchema, toMajorText, toMinorUnits, type PeriodPrices } from '#contract/money';
import type { RoomType } from '#contract/rooms';
import * as z from '#contract/zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { useStaffSettings } from '../../../lib/staff-settings.ts';
import { savePrices, usePrices } from '../api/money.ts';

type PriceValues = Record<string, string>;
const rentField = (type: string) => `rent:${type}`;

/** What staff type (amounts in the currency's major unit, dates, percentages) as the PUT the contract checks. */
const pricesFormSchema = (prices: PeriodPrices, roomTypes: readonly RoomType[]) =>
  z.pipe(
    z.transform((values: PriceValues): z.input<typeof savePricesSchema> => {
      const currency = values.currency!.trim().toUpperCase();
      // An amount that does not read in the currency fails the contract's number check, with its message.
      const amount = (text: string) =>
        toMinorUnits(text, /^[A-Z]{3}$/.test(currency) ? currency : 'XXX') ?? Number.NaN;
      return {
        academicYear: prices.academicYear,
        semester: prices.semester as 1 | 2,
        currency,
        rentByRoomType: Object.fromEntries(
          roomTypes
            .filter((type) => values[rentField(type.name)]!.trim() !== '')
            .map((type) => [type.name, amount(values[rentField(type.name)]!)]),
        ),
        roomOverrides: prices.roomOverrides.map(({ roomId, amount: price }) => ({ roomId, amount: price })),
        deposit: values.deposit!.trim() === '' ? 0 : amount(values.deposit!),
        paymentDueDays: Number(values.paymentDueDays),
        refundPolicy: {
          fullRefundUntil: values.fullRefundUntil || null,
          shareAfterPercent: Number(values.shareAfterPercent),
        },
      };
    }),
    savePricesSchema,
  );

function PricesForm({
  prices,
  roomTypes,
  currencyLocked,
}: {
  prices: PeriodPrices;
  roomTypes: readonly RoomType[];
  currencyLocked: boolean;
}) {
  const major = (minor: number | undefined) =>
    minor === undefined ? '' : toMajorText(minor, prices.currency);
  const form = useSchemaForm({
    initial: (): PriceValues => ({
      currency: prices.currency,
      deposit: prices.deposit ? major(prices.deposit) : '',
      paymentDueDays: String(prices.paymentDueDays),
      fullRefundUntil: prices.refundPolicy.fullRefundUntil ?? '',
      shareAfterPercent: String(prices.refundPolicy.shareAfterPercent),
      ...Object.fromEntries(
        roomTypes.map((type) => [rentField(type.name), major(prices.rentByRoomType[type.name])]),
      ),
    }),
    schema: pricesFormSchema(prices, roomTypes),
    save: savePrices,
    failure: messages.money.saveFailed,
    failureShownIn: 'alert',
    invalidates: [resourceKeys.prices, resourceKeys.settings],
    onSaved: ({ message }) => notifySuccess(message),
  });
  return (
    <form onSubmit={form.submit} noValidate className="space-y-6">
      {form.alert && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {form.alert}
        </p>
      )}
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">
          Rent for {prices.academicYear} semester {prices.semester}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Currency"
            hint={
              currencyLocked
                ? 'Fixed now that money has been recorded in it.'
                : 'ISO 4217 code, e.g. GHS. Fixed once the first money is recorded.'
            }
            maxLength={3}
            readOnly={currencyLocked}
            {...form.bind('currency')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {roomTypes.map((type) => (
            <TextField
              key={type.name}
              label={`${type.name} room`}
              hint="Leave empty while the type has no price."
              inputMode="decimal"
              {...form.bind(rentField(type.name))}
              error={form.errors[`rentByRoomType.${type.name}`] ?? form.bind(rentField(type.name)).error}
            />
          ))}
        </div>
        {prices.roomOverrides.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Rooms with a price of their own:{' '}
            {prices.roomOverrides.map((room) => `${room.roomNumber} (${major(room.amount)})`).join(', ')}.
          </p>
        )}
      </Card>
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">Deposit, due date and refunds</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Refundable deposit"
            hint="Empty for none."
            inputMode="decimal"
            {...form.bind('deposit')}
          />
          <TextField label="Days to pay after booking" inputMode="numeric" {...form.bind('paymentDueDays')} />
          <TextField
            label="Full refund until"
            type="date"
            hint="A cancellation on or before this day gets all the rent back."
            {...form.bind('fullRefundUntil')}
            error={form.errors['refundPolicy.fullRefundUntil']}
          />
          <TextField
            label="Share refunded after that (%)"
            inputMode="numeric"
            {...form.bind('shareAfterPercent')}
            error={form.errors['refundPolicy.shareAfterPercent']}
          />
        </div>
      </Card>
      <Button type="submit" pending={form.pending}>
        Save prices
      </Button>
    </form>
  );
}

/** Staff set the current period's rent per room type, the deposit and the refund policy (issue #26 §1). */
export function PricesScreen() {
  const settings = useStaffSettings();
  const period = settings.data?.settings;
  const prices = usePrices(period?.currentAcademicYear ?? '', period?.currentSemester ?? 1);
  const header = (
    <PageHeader title="Prices" description="Rent, deposit and refund policy of the current period." />
  );
  if (settings.status === 'error' || prices.status === 'error')
    return (
      <>
        {header}
        <ErrorState
          message={messageOf(settings.error ?? prices.error, messages.money.pricesFailed)}
          onRetry={() => void prices.refetch()}
        />
      </>
    );
  if (!period || prices.status !== 'success') return <LoadingState label="Loading prices" rows={3} />;
  return (
    <div className="max-w-3xl space-y-6">
      {header}
      <PricesForm
        key={`${prices.data.prices.academicYear}#${prices.data.prices.semester}#${prices.data.prices.updatedAt}`}
        prices={prices.data.prices}
        roomTypes={period.roomTypes}
        currencyLocked={prices.data.currencyLocked}
      />
    </div>
  );
}
