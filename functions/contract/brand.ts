/** The hostel's name and words, shared by the site, the SPA, emails and PDFs. */
export const brand = {
  name: 'Northgate Hostel',
  tagline: 'A home close for your academic success',
  town: 'Riverton',
  university: 'Riverton Technical University',
} as const;
