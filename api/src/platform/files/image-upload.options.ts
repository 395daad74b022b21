import type { MulterModuleOptions } from '@nestjs/platform-express';
import type { Request } from 'express';
import { UPLOAD_RULES } from '@evisa/reference-data';
import { receivedFilesStorage } from './received-files';
import { UPLOADING_FIELD } from './upload-errors.filter';

/**
 * multer options for a route that receives images: each file written to a temporary file (`file.path`,
 * received-files.ts), one byte over the limit allowed through so that a file of exactly the limit plus one is
 * refused by the rule with its message (a larger one by multer, answered the same way by UploadErrorsFilter), and
 * the field being received recorded for that filter. `files` is how many file fields the route takes.
 */
export function imageUploadOptions(files: number): MulterModuleOptions {
  return {
    storage: receivedFilesStorage(),
    limits: { fileSize: UPLOAD_RULES.maxBytes + 1, files, fields: 20, fieldSize: 4096, parts: files + 20 },
    fileFilter: (request: Request & { [UPLOADING_FIELD]?: string }, file: { fieldname: string }, accept: (error: Error | null, acceptFile: boolean) => void) => {
      request[UPLOADING_FIELD] = file.fieldname;
      accept(null, true);
    },
  };
}
