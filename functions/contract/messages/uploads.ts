export const uploads = {
  typeInvalid: 'A photo must be a JPEG, PNG or WebP image',
  notUploaded: 'A photo was not uploaded, or not by you. Add it again.',
  tooMany: (max: number) => `Add at most ${max} photos`,
  repeated: 'The same photo is named twice',
  unavailable: 'Photos cannot be stored right now. Please try again in a moment.',
  uploadFailed: 'The photo could not be uploaded. Try again, or choose a smaller one.',
  notAnImage: 'This file is not an image the browser can read',
  waitForTheSave: 'Photos cannot be added or removed while this is being saved.',
} as const;
