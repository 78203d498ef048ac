import type { ComponentProps } from 'react';
import { guardianRelationshipLabel } from '#contract/shown-values';
import { guardianRelationships } from '#contract/students';
import { SelectField } from '../ui/field.tsx';

/** Who the guardian is to the student, in every student form (registration included). */
export function GuardianRelationshipField(
  props: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>,
) {
  return (
    <SelectField label="Guardian's relationship" {...props}>
      <option value="">Not given</option>
      {guardianRelationships.map((relationship) => (
        <option key={relationship} value={relationship}>
          {guardianRelationshipLabel(relationship)}
        </option>
      ))}
    </SelectField>
  );
}
