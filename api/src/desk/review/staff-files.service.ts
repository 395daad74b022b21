import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HttpStatus, Injectable } from '@nestjs/common';
import { deskFileName, DOCUMENT_FIELDS, REVIEW_API, type ApplicationRecord, type ReviewFile, type ReviewFileKind } from '@evisa/contracts';
import { ApplicationsRepository } from '../../applicant/applications/applications.repository';
import { FileStorageService } from '../../platform/files/file-storage.service';
import type { StoredFile } from '../../platform/files/stored-file';
import { StaffException } from '../staff-auth/staff-errors';
import { packPassport, packPhoto } from './submission-pack';

/** A part of the submission pack: the photo or the passport's data page. */
export type PackPart = 'photo' | 'passport';
export const PACK_PARTS: readonly PackPart[] = ['photo', 'passport'];

export type PackFile = { bytes: Buffer; contentType: 'image/jpeg' | 'application/pdf'; fileName: string };

/** The files of a paid application as the desk lists and serves them: only to staff, only the application's own. */
@Injectable()
export class StaffFilesService {
  constructor(
    private readonly storage: FileStorageService,
    private readonly applications: ApplicationsRepository,
  ) {}

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

  /**
   * The photo or the passport copy converted to the government portal's limits (SUBMISSION_PACK), named with the
   * application's number: what staff upload to the portal as it is.
   */
  async pack(applicationId: string, part: PackPart): Promise<PackFile> {
    const record = await this.applications.get(applicationId);
    const name = part === 'photo' ? record.mainImg : record.passportCopy;
    const { file, stream } = await this.open(applicationId, name ?? '');
    const bytes = await buffer(stream);
    if (part === 'photo') {
      const jpeg = await packPhoto(bytes).catch(() => null);
      if (!jpeg) throw new StaffException(HttpStatus.UNPROCESSABLE_ENTITY, 'packPhotoUnfit');
      return { bytes: jpeg, contentType: 'image/jpeg', fileName: deskFileName(applicationId, 'photo', 'jpg') };
    }
    const pdf = await packPassport(bytes, file.metadata.contentType).catch(() => null);
    if (!pdf) throw new StaffException(HttpStatus.UNPROCESSABLE_ENTITY, 'packPassportUnfit');
    return { bytes: pdf, contentType: 'application/pdf', fileName: deskFileName(applicationId, 'passport', 'pdf') };
  }
}
