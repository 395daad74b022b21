import type { Readable } from 'node:stream';
import { HttpStatus, Injectable } from '@nestjs/common';
import { DOCUMENT_FIELDS, REVIEW_API, type ApplicationRecord, type ReviewFile, type ReviewFileKind } from '@evisa/contracts';
import { FileStorageService } from '../../platform/files/file-storage.service';
import type { StoredFile } from '../../platform/files/stored-file';
import { StaffException } from '../staff-auth/staff-errors';

/** The files of a paid application as the desk lists and serves them: only to staff, only the application's own. */
@Injectable()
export class StaffFilesService {
  constructor(private readonly storage: FileStorageService) {}

  /** The photo, the documents in page order, then the e-Visa (its stored name) when there is one. */
  async list(record: ApplicationRecord, eVisa: string | null | undefined): Promise<ReviewFile[]> {
    const values = record as unknown as Record<string, unknown>;
    const named: [ReviewFileKind, unknown][] = [['mainImg', values.mainImg], ...DOCUMENT_FIELDS.map((field): [ReviewFileKind, unknown] => [field, values[field]]), ['eVisa', eVisa]];
    const files: ReviewFile[] = [];
    for (const [kind, name] of named) {
      if (typeof name !== 'string' || !name) continue;
      const file = await this.storage.find(name);
      if (file && file.metadata.applicationId === record.uniqueId) files.push(this.describe(record.uniqueId, kind, file));
    }
    return files;
  }

  describe(applicationId: string, kind: ReviewFileKind, file: StoredFile): ReviewFile {
    return {
      kind,
      name: file.name,
      contentType: file.metadata.contentType,
      size: file.length,
      url: REVIEW_API.file(applicationId, file.name),
      downloadUrl: REVIEW_API.fileDownload(applicationId, file.name),
    };
  }

  /** A stored file of this application; any other name (unknown, another application's) is the same 404. */
  async open(applicationId: string, name: string): Promise<{ file: StoredFile; stream: Readable }> {
    const file = await this.storage.find(name);
    if (!file || file.metadata.applicationId !== applicationId) throw new StaffException(HttpStatus.NOT_FOUND, 'fileNotFound');
    return { file, stream: this.storage.open(file.name) };
  }
}
