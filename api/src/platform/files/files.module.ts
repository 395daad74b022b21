import { Module } from '@nestjs/common';
import { ApplicationFilesService } from './application-files.service';
import { FileStorageService } from './file-storage.service';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';

/** Uploaded files: GridFS storage (used by the photo and documents steps) and serving them to their owner (the desk serves them to staff: api/src/desk/review). */
@Module({
  controllers: [FilesController],
  providers: [FileStorageService, FilesService, ApplicationFilesService],
  exports: [FileStorageService, ApplicationFilesService],
})
export class FilesModule {}
