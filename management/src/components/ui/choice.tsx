import type { ReactNode } from 'react';

/**
 * One choice of a list of radio buttons drawn as cards (a room for a student, a student for a room or a
 * parcel): its title over a line of detail, the whole card the label.
 */
export function Choice({
  name,
  value,
  checked,
  onChange,
  title,
  detail,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:bg-brand-900/40">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-1 accent-brand-600"
      />
      <span className="min-w-0">
        <span className="block font-medium">{title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{detail}</span>
      </span>
    </label>
  );
}
