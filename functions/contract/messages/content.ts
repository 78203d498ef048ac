export const unknownKey = 'Unknown content key';
export const textRequired = 'This field is required';
export const textTooLong = (max: number) => `Keep this under ${max} characters`;
export const paragraphRequired = 'Add at least one paragraph';
export const iconInvalid = 'Choose one of the listed icons';
export const dateInvalid = 'Enter a date as YYYY-MM-DD';
export const versionRequired = 'Choose a version to restore';
export const versionNotFound = 'That version does not exist';
export const versionOutdated = 'That version was saved in an older format and cannot be restored';
export const changedMeanwhile =
  'Someone else saved this content meanwhile. Reload it to see their changes, then edit again.';
export const fetchFailed = 'Failed to fetch content';
export const saveFailed = 'Failed to save content';
export const saved = 'Content saved successfully';
export const restored = (version: number) => `Content restored from version ${version}`;
export const versionsFailed = 'Failed to fetch content versions';
export const rollbackFailed = 'Failed to restore content';
export const invalidForm = 'Some fields need attention before saving';
