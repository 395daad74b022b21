import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files/files.module';
import { PhotoService } from './photo.service';

/** The applicant photo; its route is the multipart form of PATCH applicationSubmitStep5 (step-5 module). */
@Module({ imports: [FilesModule], providers: [PhotoService], exports: [PhotoService] })
export class PhotoModule {}
