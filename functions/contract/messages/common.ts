export const common = {
  unexpected: 'Something went wrong. Please try again.',
  // Maintenance mode's message when staff leave theirs empty (docs/spec.md §1): every screen shows it
  // and every student's write answers it, so it is no part of the settings' own messages.
  maintenanceDefault: 'The hostel system is under maintenance. Please try again later.',
  textTooLong: (max: number) => `This text is at most ${max} characters.`,
} as const;
