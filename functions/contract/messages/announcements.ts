export const published = 'Announcement published';
export const scheduled = 'Announcement scheduled';
export const titleRequired = 'A title is required (at most 120 characters).';
export const textRequired = 'The text is required (at most 4,000 characters).';
export const audienceInvalid =
  'Choose who the announcement is for: everyone, a block, a floor, a room type, waiting students, students with a balance due or staff.';
export const blockRequired = 'Name the block the announcement is for.';
export const floorInvalid = 'The floor must be a whole number from 0 to 200.';
export const roomTypeRequired = 'Name the room type the announcement is for.';
export const whenInvalid = 'Dates must be full ISO dates and times, such as 2026-12-01T09:00:00Z.';
export const publishAtInvalid = 'A scheduled time must be in the future and at most 30 days ahead.';
export const expiresAtInvalid = 'The expiry must be after the announcement is published.';
export const loadFailed = 'Failed to load announcements';
