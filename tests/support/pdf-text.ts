import { extractText, getDocumentProxy } from 'unpdf';

/** The text of each page of a PDF, as a reader's search or copy would see it. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** The bytes of a binary API response (API Gateway's base64 body). */
export function responseBytes(raw: { body?: string; isBase64Encoded?: boolean }): Uint8Array {
  if (!raw.isBase64Encoded) throw new Error('The response is not binary');
  return new Uint8Array(Buffer.from(raw.body ?? '', 'base64'));
}
