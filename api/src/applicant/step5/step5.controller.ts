/// <reference types="multer" />
import { Body, Controller, HttpCode, Patch, Query, Req, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { envelope } from '../../platform/common/envelope';
import { DraftQuery } from '../steps/draft-query';
import { imageUploadOptions } from '../../platform/files/image-upload.options';
import { UploadErrorsFilter } from '../../platform/files/upload-errors.filter';
import { UploadBodyDeadlineInterceptor } from '../../platform/files/upload-body-deadline';
import { UploadSlotsInterceptor } from '../../platform/files/upload-slots';
import { PhotoService } from '../photo/photo.service';
import { Step5Dto } from './step5.dto';
import { Step5Service } from './step5.service';

@ApiTags('step 5')
@Controller('visaapplication')
export class Step5Controller {
  constructor(
    private readonly step5: Step5Service,
    private readonly photo: PhotoService,
  ) {}

  /**
   * Spec 7 uses this one path for two payloads, told apart by content type (ARCHITECTURE 4): JSON visit details
   * (`draft=true` is 'Save and exit'), or the multipart photograph in `mainImg`. Multer ignores JSON requests.
   */
  @Patch('applicationSubmitStep5')
  @UseGuards(ApplicationAccessGuard)
  // One file of at most 1 MB + 1 byte: the photo rules answer with the spec's message, a larger file is cut off.
  @UseInterceptors(UploadBodyDeadlineInterceptor, FileInterceptor('mainImg', imageUploadOptions(1)), UploadSlotsInterceptor)
  @UseFilters(new UploadErrorsFilter('mainImg'))
  @HttpCode(200)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiQuery({ name: 'draft', required: false, enum: ['true'] })
  async save(
    @Query('applicationId') id: string,
    @DraftQuery() draft: boolean,
    @Body() body: Step5Dto,
    @Req() req: Request,
    @UploadedFile() file: Express.Multer.File | undefined,
  ) {
    if (req.is('multipart/form-data')) {
      const record = await this.photo.save(id, file as Express.Multer.File);
      return envelope({ uniqueId: record.uniqueId }, 'Photograph saved');
    }
    return envelope(await this.step5.save(id, body, draft), 'Visit details saved');
  }
}
