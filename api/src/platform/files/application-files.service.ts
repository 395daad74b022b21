import { Injectable } from '@nestjs/common';
import type { ApplicationStep } from '@evisa/contracts';
import { ApplicationsRepository, type SavedStep } from '../../applicant/applications/applications.repository';
import { FileStorageService } from './file-storage.service';
import type { CleanFile } from './document-sanitizer';
import type { FileKind } from './stored-file';

/**
 * Stores an application's checked files and records their names on the application in one step save. The
 * record never names a file that is not stored: new files are written first and removed again when the save
 * is refused (unknown, paid or blocked application). The files they replace are removed after the save; the
 * save itself tells which they were (read in the same atomic update), so concurrent uploads to one field, on
 * one API instance or several, leave exactly one file: the one the record names.
 */
@Injectable()
export class ApplicationFilesService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly storage: FileStorageService,
  ) {}

  async save(applicationId: string, step: ApplicationStep, files: Partial<Record<FileKind, CleanFile>>): Promise<SavedStep> {
    const stored: Partial<Record<FileKind, string>> = {};
    let result: { saved: SavedStep; replaced: Record<string, unknown> };
    try {
      for (const [kind, file] of Object.entries(files) as [FileKind, CleanFile][]) {
        stored[kind] = await this.storage.store(file.data, { applicationId, kind, contentType: file.contentType });
      }
      result = await this.applications.replaceInStep(applicationId, step, stored);
    } catch (error) {
      await this.storage.removeAll(Object.values(stored)).catch(() => undefined);
      throw error;
    }
    const replaced = Object.values(result.replaced).filter((name): name is string => typeof name === 'string');
    // A file left behind by a failed removal is only storage; the save itself has succeeded.
    await this.storage.removeAll(replaced).catch(() => undefined);
    return result.saved;
  }
}
