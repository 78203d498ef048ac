import type { BookingStayForStudent, BookingStayResponse } from '#contract/desk';
import * as messages from '#contract/messages';
import { photoLongestSide, readUrlSeconds, type UploadForm } from '#contract/uploads';

/**
 * How often a screen that shows photos through signed links (readUrlSeconds) asks for its data again
 * while it stays open: at half the links' life, so a photo first drawn late (a thumbnail scrolled to,
 * or one opened larger) never meets a link that has expired.
 */
export const photoLinksRefetchMs = (readUrlSeconds * 1000) / 2;

/**
 * A booking's stay (lib/booking.ts stayQuery) on a screen that shows its reports' photos: read again at
 * photoLinksRefetchMs while any of its reports has any (its check-in, its check-out, and each room left
 * by a move, at its check-in and as left). Here rather than beside the stay's query, which the student's
 * first screen loads, so that it does not bring the upload contract (and zod) there.
 */
export const stayPhotosRefetch = (query: {
  state: { data?: BookingStayResponse<BookingStayForStudent> };
}) => {
  const stay = query.state.data?.stay;
  const reports = [
    stay?.checkIn,
    stay?.checkOut,
    ...(stay?.earlierCheckIns.flatMap((left) => [left, left.leaving]) ?? []),
  ];
  return reports.some((report) => report?.items.some((entry) => entry.photos?.length))
    ? photoLinksRefetchMs
    : false;
};

/** The size a photo is drawn at: its longest side at most `longest`, never enlarged, in whole pixels. */
export function fittedSize(
  width: number,
  height: number,
  longest = photoLongestSide,
): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A photo redrawn on a canvas, its longest side at most photoLongestSide, as a JPEG. A canvas keeps
 * the pixels only: the camera's metadata (the place it was taken, the device) is not in what it
 * writes. The image is turned upright first (EXIF orientation), since that instruction is dropped too.
 * JPEG rather than WebP: Safari's canvas writes no WebP and would fall back to a large PNG.
 */
export async function resizedPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(messages.uploads.notAnImage);
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(messages.uploads.notAnImage);
  // A transparent PNG would turn black in a JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(messages.uploads.notAnImage))),
      'image/jpeg',
      0.85,
    ),
  );
}

/**
 * Posts a file straight to the uploads bucket with a form the API signed (decision 0037). No cookie
 * goes with it: the bucket is another origin, and the form is the only right the post needs.
 */
export async function postToUploadForm(form: UploadForm, file: Blob): Promise<void> {
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  // S3 reads every field before the file and ignores any after it.
  data.append('file', file);
  let response: Response;
  try {
    response = await window.fetch(form.url, { method: 'POST', body: data, credentials: 'omit' });
  } catch {
    throw new Error(messages.uploads.uploadFailed);
  }
  if (!response.ok) throw new Error(messages.uploads.uploadFailed);
}

/** A small preview of a photo as a data: URL, which the pages' CSP allows (blob: it does not). */
export const previewOf = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(messages.uploads.notAnImage));
    reader.readAsDataURL(file);
  });
