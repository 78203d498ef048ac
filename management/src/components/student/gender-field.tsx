import type { ComponentProps } from 'react';
import { genderLabel } from '#contract/shown-values';
import { genders } from '#contract/students';
import { SelectField } from '../ui/field.tsx';

/** The gender select of every student form (registration included), its options from the contract. */
export function GenderField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>) {
  return (
    <SelectField label="Gender" {...props}>
      <option value="">Select gender</option>
      {genders.map((gender) => (
        <option key={gender} value={gender}>
          {genderLabel(gender)}
        </option>
      ))}
    </SelectField>
  );
}
