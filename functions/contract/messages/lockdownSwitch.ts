/**
 * The Emergency Controls switch (docs/spec.md §13): its form's checks and what its screen says. An area
 * of its own rather than `lockdown`, which every first screen loads for the sign-out a lockdown brings.
 */
export const lockdownSwitch = {
  reasonRequired: 'A reason is required to activate the emergency lockdown',
  reasonTooLong: 'The reason must be at most 500 characters',
  instructionsTooLong: 'The instructions must be at most 500 characters',
  activeRequired: 'Choose whether to turn the emergency lockdown on or off',
  fetchFailed: 'Failed to fetch the emergency state',
  switchFailed: 'Failed to switch the emergency lockdown',
  switchedMeanwhile: 'The emergency lockdown was switched by someone else meanwhile. Reload and try again.',
} as const;
