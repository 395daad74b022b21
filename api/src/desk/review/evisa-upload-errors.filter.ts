import { type ArgumentsHost, BadRequestException, Catch, type ExceptionFilter, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import { EVISA_UPLOAD } from '@evisa/contracts';
import { ApiExceptionFilter } from '../../platform/common/api-exception.filter';
import { UploadErrorsFilter } from '../../platform/files/upload-errors.filter';
import { StaffException } from '../staff-auth/staff-errors';

/** The e-Visa upload's refusals in the desk's words: a file over the limit is 'eVisaTooLarge'; a broken form as for every upload. */
@Catch(PayloadTooLargeException, BadRequestException)
export class EvisaUploadErrorsFilter implements ExceptionFilter {
  private readonly uploads = new UploadErrorsFilter(EVISA_UPLOAD.field);
  private readonly fallback = new ApiExceptionFilter();

  catch(exception: PayloadTooLargeException | BadRequestException, host: ArgumentsHost): void {
    if (exception instanceof PayloadTooLargeException) {
      return this.fallback.catch(new StaffException(HttpStatus.BAD_REQUEST, 'eVisaTooLarge', { max: String(EVISA_UPLOAD.maxBytes / 1024 / 1024) }), host);
    }
    return this.uploads.catch(exception, host);
  }
}
