import { useId, useState, type FormEvent } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { SelectField, TextField } from '../ui/field.tsx';
import { cx } from '../ui/cx.ts';
import { optionsOf, type FilterField } from '../../lib/list-params.ts';

// Whole class names, so Tailwind finds them: one column per control on a desktop.
const desktopColumns = [
  '',
  'lg:grid-cols-3',
  'lg:grid-cols-3',
  'lg:grid-cols-3',
  'lg:grid-cols-4',
  'lg:grid-cols-5',
  'lg:grid-cols-6',
];

/**
 * The filters of an admin list, drawn from their declarations with the values the list is filtered
 * by. Live (the default), each change filters at once; with `apply`, the choices are a draft until
 * "Apply filters" (Manage Students, whose URL the top bar's search also sets). On a phone they fold
 * behind a Filters button that says how many are on: a queue's eight controls filled the first screen,
 * and the list began below it.
 */
export function ListFilters<Name extends string>({
  label,
  fields,
  values,
  onChange,
  apply = false,
  columns,
}: {
  /** The landmark's name, e.g. 'Filter rooms'. */
  label: string;
  fields: readonly FilterField<Name>[];
  values: Record<Name, string>;
  onChange: (values: Partial<Record<Name, string>>) => void;
  apply?: boolean;
  /** Controls a row on a desktop, when one a control would cut their choices short (1 to 6). */
  columns?: number;
}) {
  const [draft, setDraft] = useState(values);
  // A draft follows the URL when something else changes it (the top bar's search, Back).
  const [shown, setShown] = useState(values);
  if (apply && JSON.stringify(shown) !== JSON.stringify(values)) {
    setShown(values);
    setDraft(values);
  }
  // Live, the URL keeps a text trimmed, so a box showing the URL ate each space as it was typed
  // ("Ama Mensah" came out "AmaMensah"). A box shows what was typed while the URL holds it trimmed, and
  // the URL's value once something else changes it (Back, another filter's reset).
  const [typed, setTyped] = useState(values);
  const live = Object.fromEntries(
    fields.map(({ name }) => [name, typed[name].trim() === values[name] ? typed[name] : values[name]]),
  ) as Record<Name, string>;
  const current = apply ? draft : live;
  const change = (name: Name) => (event: { target: { value: string } }) => {
    if (apply) setDraft((d) => ({ ...d, [name]: event.target.value }));
    else {
      setTyped((t) => ({ ...t, [name]: event.target.value }));
      onChange({ [name]: event.target.value } as Partial<Record<Name, string>>);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const controls = fields.map((field) =>
    field.kind === 'select' ? (
      <SelectField
        key={field.name}
        label={field.label}
        name={field.name}
        value={current[field.name]}
        onChange={change(field.name)}
        choices={optionsOf(field, current)}
      />
    ) : (
      <TextField
        key={field.name}
        label={field.label}
        name={field.name}
        type={field.kind}
        inputMode={field.numeric ? 'numeric' : undefined}
        placeholder={field.placeholder}
        value={current[field.name]}
        onChange={change(field.name)}
      />
    ),
  );
  const grid = cx(
    'grid gap-4 p-4 sm:grid-cols-2 lg:items-end',
    desktopColumns[columns ?? fields.length + (apply ? 1 : 0)] ?? 'lg:grid-cols-6',
  );
  const on = fields.filter(({ name, initial }) => values[name] !== (initial ?? '')).length;
  const [unfolded, setUnfolded] = useState(false);
  const panel = useId();
  // Folded on a phone only: a wider screen always shows them.
  const folded = unfolded ? undefined : 'max-sm:hidden';
  return (
    <>
      <Button
        variant="secondary"
        className="self-start sm:hidden"
        aria-expanded={unfolded}
        aria-controls={panel}
        onClick={() => setUnfolded(!unfolded)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {on > 0 ? `Filters (${on} on)` : 'Filters'}
      </Button>
      {apply ? (
        <Card id={panel} className={folded}>
          <form role="search" aria-label={label} onSubmit={submit} className={grid}>
            {controls}
            <Button type="submit">Apply filters</Button>
          </form>
        </Card>
      ) : (
        <Card id={panel} className={cx(grid, folded)} role="search" aria-label={label}>
          {controls}
        </Card>
      )}
    </>
  );
}
