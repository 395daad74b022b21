import { Injectable } from '@nestjs/common';
import { DOCUMENT_FIELDS, missingDocuments, type DocumentField, type FieldErrors } from '@evisa/contracts';
import { ApplicationsRepository, type SavedStep } from '../applications/applications.repository';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { ApplicationFilesService } from '../../platform/files/application-files.service';
import { sanitizeDocument, type CleanFile } from '../../platform/files/document-sanitizer';

export type DocumentUploads = Partial<Record<DocumentField, Express.Multer.File[] | undefined>>;

/**
 * The documents step (spec 2.11, 5.5, step 6). Each file sent is checked by its content (an image or a PDF);
 * the documents the application's visa service needs must be stored already or come with this upload, each
 * missing one named in its message (the same rule the browser applies before sending). Nothing is stored unless
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
    const clean: Partial<Record<DocumentField, CleanFile>> = {};
    for (const field of DOCUMENT_FIELDS) {
      const file = uploads[field]?.[0];
      if (!file) continue;
      const result = await sanitizeDocument(field, file);
      if (result.ok) clean[field] = result.file;
      else errors[field] = result.error;
    }
    const present = new Set(DOCUMENT_FIELDS.filter((field) => clean[field] || errors[field] || record[field]));
    Object.assign(errors, missingDocuments(record.visaService, present));
    if (Object.keys(errors).length > 0) throw new FieldValidationException(errors);
    return this.files.save(applicationId, 'documents', clean);
  }
}
