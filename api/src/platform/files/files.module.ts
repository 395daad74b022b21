import { Module, type OnApplicationShutdown } from '@nestjs/common';
import { ApplicationFilesService } from './application-files.service';
import { FileStorageService } from './file-storage.service';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { removeReceivedFilesDir } from './received-files';

/** Uploaded files: GridFS storage (used by the photo and documents steps) and serving them to their owner (the desk serves them to staff: api/src/desk/review). */
@Module({
  controllers: [FilesController],
  providers: [FileStorageService, FilesService, ApplicationFilesService],
  exports: [FileStorageService, ApplicationFilesService],
})
export class FilesModule implements OnApplicationShutdown {
  /**
   * The upload bodies' folder goes with the instance. Its 'exit' listener is not enough: after a SIGTERM's graceful
   * shutdown Nest ends the process by raising the signal again, and a process ended by a signal emits no 'exit'.
   */
  onApplicationShutdown(): void {
    removeReceivedFilesDir();
  }
}
