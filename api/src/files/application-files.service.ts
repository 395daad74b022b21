import { Injectable } from '@nestjs/common';
import type { ApplicationStep } from '@evisa/contracts';
import { ApplicationsRepository, type SavedStep } from '../applications/applications.repository';
import { FileStorageService } from './file-storage.service';
import type { CleanImage } from './image-sanitizer';
import type { FileKind } from './stored-file';

/**
 * Stores an application's checked images and records their names on the application in one step save. The
 * record never names a file that is not stored: new files are written first and removed again when the save
 * is refused (unknown, paid or blocked application); the files they replace are removed after the save.
 */
@Injectable()
export class ApplicationFilesService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly storage: FileStorageService,
  ) {}

  async save(applicationId: string, step: ApplicationStep, images: Partial<Record<FileKind, CleanImage>>): Promise<SavedStep> {
    const before = await this.applications.get(applicationId);
    const entries = Object.entries(images) as [FileKind, CleanImage][];
    const stored: Partial<Record<FileKind, string>> = {};
    let saved: SavedStep;
    try {
      for (const [kind, image] of entries) {
        stored[kind] = await this.storage.store(image.data, { applicationId, kind, contentType: image.contentType });
      }
      saved = await this.applications.saveStep(applicationId, step, stored);
    } catch (error) {
      await this.storage.removeAll(Object.values(stored)).catch(() => undefined);
      throw error;
    }
    const replaced = entries.map(([kind]) => before[kind]).filter((name) => name && !Object.values(stored).includes(name));
    // A file left behind by a failed removal is only storage; the save itself has succeeded.
    await this.storage.removeAll(replaced).catch(() => undefined);
    return saved;
  }
}
