import { ArrowDown, ArrowUp } from 'lucide-react';
import * as messages from '#contract/messages';
import { joinWaitlistSchema, type MyWaitlist } from '#contract/waitlist';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox, SelectField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { occupancyKeys } from '../../../lib/query-client.ts';
import { joinWaitlist } from '../api/waitlist.ts';

/**
 * Joining the waitlist (docs/spec.md §10): the room types the student would accept, in their order of
 * preference, and a block if they mind. `preferred` is ticked at first (a full room's type).
 */
export function JoinWaitlistForm({ data, preferred }: { data: MyWaitlist; preferred?: string }) {
  const form = useSchemaForm({
    initial: () => ({
      roomTypes: preferred && data.roomTypes.includes(preferred) ? [preferred] : [],
      block: '',
    }),
    schema: joinWaitlistSchema,
    save: ({ roomTypes, block }) => joinWaitlist(roomTypes, block ?? null),
    failure: messages.waitlist.joinFailed,
    invalidates: occupancyKeys,
    onSaved: ({ message }) => notifySuccess(message),
  });
  const chosen = form.values.roomTypes;
  const choose = (change: (list: string[]) => string[]) =>
    form.setValues((values) => ({ ...values, roomTypes: change(values.roomTypes) }));
  const move = (index: number, by: -1 | 1) =>
    choose((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  return (
    <Card className="p-6" data-testid="waitlist-join">
      <form onSubmit={form.submit} noValidate>
        <h3 className="text-lg font-semibold">No suitable bed free? Join the waitlist</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Choose the room types you would accept. When a bed frees, the first student waiting for it is
          offered it and has {data.offerHours} hours to accept.
        </p>
        <fieldset className="mt-4 space-y-2">
          <legend className="text-sm font-medium">Room types</legend>
          {data.roomTypes.map((type) => (
            <Checkbox
              key={type}
              label={type}
              checked={chosen.includes(type)}
              onChange={(event) =>
                choose((list) =>
                  event.target.checked ? [...list, type] : list.filter((other) => other !== type),
                )
              }
            />
          ))}
        </fieldset>
        {chosen.length > 1 && (
          <div className="mt-4">
            <p className="text-sm font-medium">Order of preference</p>
            <ol className="mt-2 space-y-1">
              {chosen.map((type, index) => (
                <li key={type} className="flex items-center gap-2 text-sm">
                  <span className="w-5 text-right">{index + 1}.</span>
                  <span className="flex-1">{type}</span>
                  <Button
                    variant="ghost"
                    size="xs"
                    aria-label={`Prefer ${type} more`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="xs"
                    aria-label={`Prefer ${type} less`}
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
          </div>
        )}
        {data.blocks.length > 1 && (
          <SelectField
            label="Block (optional)"
            className="mt-4 max-w-xs"
            {...form.bind('block')}
            placeholder="Any block"
            choices={data.blocks}
            choiceLabel={(name) => `Block ${name}`}
          />
        )}
        <Button type="submit" className="mt-5" disabled={chosen.length === 0} pending={form.pending}>
          Join the waitlist
        </Button>
      </form>
    </Card>
  );
}
