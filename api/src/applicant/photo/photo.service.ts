import { Injectable } from '@nestjs/common';
import type { SavedStep } from '../applications/applications.repository';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { ApplicationFilesService } from '../../platform/files/application-files.service';
import { sanitizeImage } from '../../platform/files/image-sanitizer';

/**
 * The photograph step (spec 2.10, 5.5): the multipart PATCH applicationSubmitStep5 with the field mainImg
 * (the step-5 controller receives it and calls save). A rejected photo stores nothing.
 */
@Injectable()
export class PhotoService {
  constructor(private readonly files: ApplicationFilesService) {}

  async save(applicationId: string, file: Express.Multer.File): Promise<SavedStep> {
    const result = await sanitizeImage(file, 'imageRequired');
    if (!result.ok) throw new FieldValidationException({ mainImg: result.error });
    return this.files.save(applicationId, 'photo', { mainImg: result.image });
  }
}
