import { genderLabel, guardianRelationshipLabel } from '#contract/shown-values';
import { studentLevels } from '#contract/student-fields';
import { genders, guardianRelationships } from '#contract/students';

/**
 * The choices of every student form (registration included), from the contract: spread into a
 * SelectField with the field's binding, `<SelectField {...studentChoices.gender} {...bind('gender')} />`.
 */
export const studentChoices = {
  gender: { label: 'Gender', placeholder: 'Select gender', choices: genders, choiceLabel: genderLabel },
  level: {
    label: 'Level',
    placeholder: 'Select level',
    choices: studentLevels,
    choiceLabel: (level: (typeof studentLevels)[number]) => `Level ${level}`,
  },
  guardianRelationship: {
    label: "Guardian's relationship",
    placeholder: 'Not given',
    choices: guardianRelationships,
    choiceLabel: guardianRelationshipLabel,
  },
} as const;
