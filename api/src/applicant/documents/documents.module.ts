import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files/files.module';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

@Module({ imports: [FilesModule], controllers: [DocumentsController], providers: [DocumentsService] })
export class DocumentsModule {}
