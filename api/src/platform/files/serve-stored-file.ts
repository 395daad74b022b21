import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { extensionOf, type StoredFile } from './stored-file';

/**
 * The answer for a stored file, to its owner or to staff. The type was decided from the content (and images
 * re-encoded): `nosniff` stops the browser guessing another. Images are shown in the page (inline); a PDF is only
 * ever a download (attachment), never opened inside the site. The download's name says what the document is,
 * nothing the applicant sent. Like every API answer it is not kept by any cache (createApp's noStore). `download`
 * makes an image a download too (the desk's "Download" links); `fileName` names the download instead (the desk's
 * names start with the application's number).
 */
export function serveStoredFile(file: StoredFile, stream: Readable, response: Response, { download = false, fileName = '' } = {}): StreamableFile {
  const { contentType, kind } = file.metadata;
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const disposition = download || contentType === 'application/pdf' ? 'attachment' : 'inline';
  return new StreamableFile(stream, {
    type: contentType,
    length: file.length,
    disposition: `${disposition}; filename="${fileName || `${kind}.${extensionOf(contentType)}`}"`,
  });
}
