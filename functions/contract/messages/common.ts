export const common = {
  unexpected: 'Something went wrong. Please try again.',
  textTooLong: (max: number) => `This text is at most ${max} characters.`,
} as const;
