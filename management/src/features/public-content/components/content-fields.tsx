import type { Ref, RefCallback } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { amenityIcons } from '#contract/public-content/index';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import {
  afterMoving,
  afterRemoving,
  listControls,
  useFocusAfterChange,
} from '../../../components/ui/use-focus-after-change.ts';
import {
  blankLike,
  fieldLabel,
  isLongText,
  itemLabel,
  moveItem,
  pathKey,
  type Path,
} from './content-tree.ts';

interface FieldsProps {
  value: unknown;
  path: Path;
  /** The name of the field holding this value, which decides its label and control. */
  field: string;
  label: string;
  errors: Record<string, string>;
  onChange: (path: Path, value: unknown) => void;
  /**
   * The ref of the value's first field, where a list's Add puts the focus on the item it added; a list
   * gives its own items theirs, so one whose first field is a list would not take it (no block has one).
   */
  firstFieldRef?: RefCallback<HTMLElement>;
}

/**
 * One of the small buttons beside a list's item that moves or removes it, named for a screen reader. A
 * Button, so that one that cannot be pressed (the first item's Move up) has the disabled look of every
 * other: faded to 40 % it read at 2.9:1 in dark mode.
 */
function ItemButton({
  label,
  Icon,
  disabled,
  onClick,
  buttonRef,
}: {
  label: string;
  Icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={buttonRef}
      variant="ghost"
      size="xs"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}

/**
 * The form of one block's texts, drawn from the value's own shape: a fieldset per object, a list with
 * add, remove and reorder per array, a text field per string (the icon of an amenity is a choice).
 */
export function ContentFields({ value, path, field, label, errors, onChange, firstFieldRef }: FieldsProps) {
  const error = errors[pathKey(path)];
  if (typeof value === 'string') {
    if (field === 'icon')
      return (
        <SelectField
          ref={firstFieldRef}
          label={label}
          value={value}
          error={error}
          onChange={(e) => onChange(path, e.target.value)}
        >
          {amenityIcons.map((icon) => (
            <option key={icon} value={icon}>
              {fieldLabel(icon)}
            </option>
          ))}
        </SelectField>
      );
    if (field === 'lastUpdated')
      return (
        <TextField
          ref={firstFieldRef}
          label={label}
          type="date"
          value={value}
          error={error}
          onChange={(e) => onChange(path, e.target.value)}
        />
      );
    if (isLongText(field))
      return (
        <TextAreaField
          ref={firstFieldRef}
          label={label}
          rows={3}
          value={value}
          error={error}
          onChange={(e) => onChange(path, e.target.value)}
        />
      );
    return (
      <TextField
        ref={firstFieldRef}
        label={label}
        value={value}
        error={error}
        onChange={(e) => onChange(path, e.target.value)}
      />
    );
  }

  if (Array.isArray(value))
    return (
      <ItemList value={value} path={path} field={field} label={label} errors={errors} onChange={onChange} />
    );

  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const body = entries.map(([key, child], index) => (
      <ContentFields
        key={key}
        value={child}
        path={[...path, key]}
        field={key}
        label={fieldLabel(key)}
        errors={errors}
        onChange={onChange}
        firstFieldRef={index === 0 ? firstFieldRef : undefined}
      />
    ));
    if (path.length === 0) return <div className="space-y-4">{body}</div>;
    return (
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800">
        <legend className="px-1 text-sm font-semibold">{label}</legend>
        {body}
      </fieldset>
    );
  }
  return null;
}

/**
 * A list's items, each with its Move up, Move down and Remove, and Add under them. After a move or a
 * removal the focus goes where `afterMoving` and `afterRemoving` say; Add takes it to the new item's first
 * field: left on Add, below the new item, a keyboard had to go back up to it.
 */
function ItemList({ value, path, field, label, errors, onChange }: FieldsProps & { value: unknown[] }) {
  const name = itemLabel(field);
  const error = errors[pathKey(path)];
  const { control, focusAfter } = useFocusAfterChange();
  const move = (index: number, offset: -1 | 1) => {
    onChange(path, moveItem(value, index, offset));
    focusAfter(...afterMoving(index, offset));
  };
  const remove = (index: number) => {
    onChange(
      path,
      value.filter((_, i) => i !== index),
    );
    focusAfter(...afterRemoving(index));
  };
  const add = () => {
    onChange(path, [...value, blankLike(value[0], field)]);
    focusAfter(`${value.length} field`);
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {error && <p className="text-xs font-medium text-red-700 dark:text-red-300">{error}</p>}
      <ol className="space-y-3">
        {value.map((item, index) => (
          <li key={index} className="flex gap-2">
            <div className="min-w-0 flex-1">
              <ContentFields
                value={item}
                path={[...path, index]}
                field={field}
                label={`${name} ${index + 1}`}
                errors={errors}
                onChange={onChange}
                firstFieldRef={control(`${index} field`)}
              />
            </div>
            <div className="flex shrink-0 flex-col gap-1 pt-6">
              <ItemButton
                label={`Move ${name.toLowerCase()} ${index + 1} up`}
                Icon={ArrowUp}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                buttonRef={control(listControls.earlier(index))}
              />
              <ItemButton
                label={`Move ${name.toLowerCase()} ${index + 1} down`}
                Icon={ArrowDown}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
                buttonRef={control(listControls.later(index))}
              />
              <ItemButton
                label={`Remove ${name.toLowerCase()} ${index + 1}`}
                Icon={Trash2}
                disabled={value.length === 1}
                onClick={() => remove(index)}
                buttonRef={control(listControls.remove(index))}
              />
            </div>
          </li>
        ))}
      </ol>
      {value.length > 0 && (
        <Button ref={control(listControls.add)} variant="secondary" onClick={add}>
          <Plus className="size-4" aria-hidden="true" /> Add {name.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}
