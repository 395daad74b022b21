import type { Readable } from 'node:stream';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { AccessService } from '../../applicant/access/access.service';
import { FileStorageService } from './file-storage.service';
import type { StoredFile } from './stored-file';

/** The photo is served under /images, the documents under /files: each path serves only its own kind. */
export type ServedKind = 'photo' | 'document';

/**
 * Reads a stored file for a browser that holds access to the application that owns it. An unknown name, a
 * file of the other kind and a file of someone else's application all get the same 404: a name never
 * confirms that a file exists.
 */
@Injectable()
export class FilesService {
  constructor(
    private readonly storage: FileStorageService,
    private readonly access: AccessService,
  ) {}

  async openFor(request: Request, name: string, kind: ServedKind): Promise<{ file: StoredFile; stream: Readable }> {
    const file = await this.storage.find(name);
    const isPhoto = file?.metadata.kind === 'mainImg';
    // The granted e-Visa has its own route (GET /visaapplication/evisa), which checks the application's state.
    if (!file || file.metadata.kind === 'eVisa' || isPhoto !== (kind === 'photo') || !this.access.canAccess(request, file.metadata.applicationId)) {
      throw new NotFoundException('File not found');
    }
    return { file, stream: this.storage.open(file.name) };
  }
}
