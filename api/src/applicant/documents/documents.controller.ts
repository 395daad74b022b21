import { Controller, HttpCode, Patch, Query, UploadedFiles, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DOCUMENT_FIELDS } from '@evisa/contracts';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { envelope } from '../../platform/common/envelope';
import { imageUploadOptions } from '../../platform/files/image-upload.options';
import { UploadErrorsFilter } from '../../platform/files/upload-errors.filter';
import { UploadBodyDeadlineInterceptor } from '../../platform/files/upload-body-deadline';
import { UploadSlotsInterceptor } from '../../platform/files/upload-slots';
import { DocumentsService, type DocumentUploads } from './documents.service';

@ApiTags('steps')
@Controller('visaapplication')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  /** Spec 7: multipart form with passportCopy, businessCard, ... (each a JPEG, PNG or PDF of at most 1 MB). */
  @Patch('applicationSubmitStep6')
  @HttpCode(200)
  @UseGuards(ApplicationAccessGuard)
  @UseInterceptors(
    UploadBodyDeadlineInterceptor,
    FileFieldsInterceptor(DOCUMENT_FIELDS.map((name) => ({ name, maxCount: 1 })), imageUploadOptions(DOCUMENT_FIELDS.length)),
    UploadSlotsInterceptor,
  )
  @UseFilters(new UploadErrorsFilter('passportCopy', 'documentTooLarge'))
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Step 6: upload the documents (replacing any stored under the same field)' })
  async save(@Query('applicationId') applicationId: string, @UploadedFiles() files: DocumentUploads | undefined) {
    const record = await this.documents.save(applicationId, files ?? {});
    return envelope({ uniqueId: record.uniqueId }, 'Documents saved');
  }
}
