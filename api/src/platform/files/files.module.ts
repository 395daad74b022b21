import { Module } from '@nestjs/common';
import { ApplicationFilesService } from './application-files.service';
import { FileStorageService } from './file-storage.service';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { ImageWorkers } from './image-workers';

/**
 * Uploaded files: GridFS storage and the threads that re-encode images (used by the photo and documents steps), and
 * serving the files to their owner (the desk serves them to staff: api/src/desk/review).
 */
@Module({
  controllers: [FilesController],
  providers: [FileStorageService, FilesService, ApplicationFilesService, ImageWorkers],
  exports: [FileStorageService, ApplicationFilesService, ImageWorkers],
})
export class FilesModule {}
