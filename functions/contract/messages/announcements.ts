export const announcements = {
  published: 'Announcement published',
  scheduled: 'Announcement scheduled',
  titleRequired: 'A title is required (at most 120 characters).',
  textRequired: 'The text is required (at most 4,000 characters).',
  audienceInvalid:
    'Choose who the announcement is for: everyone, a block, a floor, a room type, waiting students, students with a balance due or staff.',
  blockRequired: 'Name the block the announcement is for.',
  floorInvalid: 'The floor must be a whole number from 0 to 200.',
  roomTypeRequired: 'Name the room type the announcement is for.',
  whenInvalid: 'Dates must be full ISO dates and times, such as 2026-12-01T09:00:00Z.',
  publishAtInvalid: 'A scheduled time must be in the future and at most 30 days ahead.',
  expiresAtInvalid: 'The expiry must be after the announcement is published.',
  loadFailed: 'Failed to load announcements',
  notFound: 'This announcement was not found',
  loadOneFailed: 'Failed to load the announcement',
} as const;
