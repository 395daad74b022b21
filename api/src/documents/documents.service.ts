import { Injectable } from '@nestjs/common';
import { DOCUMENT_FIELDS, type DocumentField, type FieldErrors } from '@evisa/contracts';
import { ApplicationsRepository, type SavedStep } from '../applications/applications.repository';
import { FieldValidationException } from '../common/field-validation.exception';
import { ApplicationFilesService } from '../files/application-files.service';
import { sanitizeImage, type CleanImage } from '../files/image-sanitizer';
import { missingDocuments } from './required-documents';

export type DocumentUploads = Partial<Record<DocumentField, Express.Multer.File[] | undefined>>;

/**
 * The documents step (spec 2.11, 5.5, step 6). Each file sent is checked by its content; the documents the
 * application's visa service needs must be stored already or come with this upload. Nothing is stored unless
 * every file sent passes and nothing needed is missing.
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly files: ApplicationFilesService,
  ) {}

  async save(applicationId: string, uploads: DocumentUploads): Promise<SavedStep> {
    const record = await this.applications.get(applicationId);
    const errors: FieldErrors = {};
    const images: Partial<Record<DocumentField, CleanImage>> = {};
    for (const field of DOCUMENT_FIELDS) {
      const file = uploads[field]?.[0];
      if (!file) continue;
      const result = await sanitizeImage(file, field === 'passportCopy' ? 'passportImageRequired' : 'imageRequired');
      if (result.ok) images[field] = result.image;
      else errors[field] = result.error;
    }
    const present = new Set(DOCUMENT_FIELDS.filter((field) => images[field] || errors[field] || record[field]));
    Object.assign(errors, missingDocuments(record.visaService, present));
    if (Object.keys(errors).length > 0) throw new FieldValidationException(errors);
    return this.files.save(applicationId, 'documents', images);
  }
}
