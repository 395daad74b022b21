import { buffer } from 'node:stream/consumers';
import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { todayIso, type PassportCopyCheck } from '@evisa/contracts';
import { comparePassport } from '@evisa/passport';
import { READ_LONGEST_SIDE } from '@evisa/passport/read-image';
import { ApplicationsRepository } from '../../applicant/applications/applications.repository';
import { FileStorageService } from '../../platform/files/file-storage.service';
import { MAX_INPUT_PIXELS } from '../../platform/files/image-sanitizer';
import { PassportReaderService } from './passport-reader.service';
import { ReviewStatesService } from './review-states.service';

/**
 * The desk's check of the passport copy: the stored copy's MRZ is read here, from the file the applicant uploaded,
 * with the scanner the browser uses (on a worker thread), and compared with the answers as they stand now, so a
 * correction round or a new copy shows at once and nothing the browser sent has to be trusted.
 */
@Injectable()
export class PassportCopyCheckService {
  constructor(
    private readonly states: ReviewStatesService,
    private readonly applications: ApplicationsRepository,
    private readonly storage: FileStorageService,
    private readonly reader: PassportReaderService,
  ) {}

  async check(applicationId: string): Promise<PassportCopyCheck> {
    const id = await this.states.paidId(applicationId);
    const record = await this.applications.get(id);
    const name = (record as unknown as { passportCopy?: unknown }).passportCopy;
    const file = typeof name === 'string' && name ? await this.storage.find(name) : null;
    if (!file || file.metadata.applicationId !== id) return { state: 'none' };
    if (file.metadata.contentType === 'application/pdf') return { state: 'unread', pdf: true };
    const { data, info } = await sharp(await buffer(this.storage.open(file.name)), { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: READ_LONGEST_SIDE, height: READ_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height) };
    const read = await this.reader.read({ grey, today: todayIso() });
    if (!read.ok) return { state: 'unread', pdf: false };
    const differences = comparePassport(record, read.passport);
    return differences.length ? { state: 'differences', differences } : { state: 'matching' };
  }
}
