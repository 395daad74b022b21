import { type ArgumentsHost, BadRequestException, Catch, type ExceptionFilter, PayloadTooLargeException } from '@nestjs/common';
import { busboyExceptions, multerExceptions } from '@nestjs/platform-express/multer/multer/multer.constants';
import type { Request, Response } from 'express';
import { validationFailure, type ApiFailure, type MessageKey } from '@evisa/contracts';
import { ApiExceptionFilter } from '../common/api-exception.filter';
import { UNREADABLE_REQUEST } from '../common/body-parser-errors';

/** Set by the multer options' fileFilter on the request: the field of the file multer is receiving. */
export const UPLOADING_FIELD = Symbol('uploadingField');

/** The messages Nest gives multer's and busboy's errors (with " - <field>" after some, "Multipart: " before others). */
const PARSER_MESSAGES: readonly string[] = [...Object.values(multerExceptions), ...Object.values(busboyExceptions)];

function isParserError(exception: BadRequestException): boolean {
  const message = exception.message.replace(/^Multipart: /, '');
  return PARSER_MESSAGES.some((known) => message === known || message.startsWith(`${known} - `));
}

/**
 * Answers what multer and busboy refuse in the spec's words, never their own messages ("Unexpected file field -
 * x"). A file over its size limit is refused as the rule of spec 5.5 does: 400, 'Image size must be less than
 * 1MB.' under the field being received (else `field`). A form that breaks the upload's shape (an unknown or
 * repeated file field, too many parts, a cut or malformed body) is 'The request could not be read.' Anything
 * else goes to the global filter. Bind it to a route that receives uploads: `@UseFilters(new
 * UploadErrorsFilter('mainImg'))`; `tooLarge` is the size message of what the route receives (documents may be PDF).
 */
@Catch(PayloadTooLargeException, BadRequestException)
export class UploadErrorsFilter implements ExceptionFilter {
  private readonly fallback = new ApiExceptionFilter();

  constructor(
    private readonly field: string,
    private readonly tooLarge: MessageKey = 'imageTooLarge',
  ) {}

  catch(exception: PayloadTooLargeException | BadRequestException, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request & { [UPLOADING_FIELD]?: string }>();
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (exception instanceof PayloadTooLargeException) {
      const body = validationFailure({ [request[UPLOADING_FIELD] ?? this.field]: this.tooLarge });
      response.status(body.status).json(body);
      return;
    }
    if (!isParserError(exception)) return this.fallback.catch(exception, host);
    const body: ApiFailure = { status: 400, message: UNREADABLE_REQUEST, err: UNREADABLE_REQUEST, errors: {}, errorKeys: {} };
    response.status(400).json(body);
  }
}
