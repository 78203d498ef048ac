import { reply } from '../../core/http/reply.ts';
import { attachment, type DownloadName } from '../../reports/file-names.ts';

/** A PDF download: binary body (base64 through API Gateway), with its file name. */
export const pdfReply = (bytes: Uint8Array, name: DownloadName) =>
  reply(bytes, {
    binary: true,
    headers: { 'content-type': 'application/pdf', 'content-disposition': attachment(name) },
  });
