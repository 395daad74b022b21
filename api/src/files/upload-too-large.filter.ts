import { type ArgumentsHost, Catch, type ExceptionFilter, PayloadTooLargeException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { validationFailure } from '@evisa/contracts';

/** Set by ImageUploadInterceptor on the request: the field of the file multer is receiving. */
export const UPLOADING_FIELD = Symbol('uploadingField');

/**
 * multer refuses a file over its size limit with LIMIT_FILE_SIZE, which Nest turns into a 413 without the
 * field. This answers it as the rule of spec 5.5 does: 400, 'Image size must be less than 1MB.' under the
 * field. Bind it to a route that receives uploads: `@UseFilters(new UploadTooLargeFilter('mainImg'))`; the
 * field is the one being received when the interceptor records it, else `field`.
 */
@Catch(PayloadTooLargeException)
export class UploadTooLargeFilter implements ExceptionFilter {
  constructor(private readonly field: string) {}

  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request & { [UPLOADING_FIELD]?: string }>();
    const response = host.switchToHttp().getResponse<Response>();
    const field = request[UPLOADING_FIELD] ?? this.field;
    const body = validationFailure({ [field]: 'imageTooLarge' });
    response.status(body.status).json(body);
  }
}
