import { reply } from '../http/reply.ts';
import { attachment, type DownloadName } from '../../domain/exports/file-names.ts';

/** A PDF download: binary body (base64 through API Gateway), with its file name. */
export const pdfReply = (bytes: Uint8Array, name: DownloadName) =>
  reply(bytes, {
    binary: true,
    headers: { 'content-type': 'application/pdf', 'content-disposition': attachment(name) },
  });
