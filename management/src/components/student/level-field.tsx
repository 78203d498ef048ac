import type { ComponentProps } from 'react';
import { studentLevels } from '#contract/student-fields';
import { SelectField } from '../ui/field.tsx';

/** The level select of every student form (registration included), its options from the contract. */
export function LevelField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>) {
  return (
    <SelectField label="Level" {...props}>
      <option value="">Select level</option>
      {studentLevels.map((level) => (
        <option key={level} value={level}>
          Level {level}
        </option>
      ))}
    </SelectField>
  );
}
