export const typeInvalid = 'A photo must be a JPEG, PNG or WebP image';
export const notUploaded = 'A photo was not uploaded, or not by you. Add it again.';
export const tooMany = (max: number) => `Add at most ${max} photos`;
export const repeated = 'The same photo is named twice';
export const unavailable = 'Photos cannot be stored right now. Please try again in a moment.';
export const uploadFailed = 'The photo could not be uploaded. Try again, or choose a smaller one.';
export const notAnImage = 'This file is not an image the browser can read';
