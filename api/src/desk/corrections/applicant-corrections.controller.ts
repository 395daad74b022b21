import { Body, Controller, Get, HttpCode, Patch, Post, Query, Req, Res, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApplicationAccessGuard } from '../../applicant/access/application-access.guard';
import { envelope } from '../../platform/common/envelope';
import { imageUploadOptions } from '../../platform/files/image-upload.options';
import { UploadBodyDeadlineInterceptor } from '../../platform/files/upload-body-deadline';
import { UploadErrorsFilter } from '../../platform/files/upload-errors.filter';
import { UploadSlotsInterceptor } from '../../platform/files/upload-slots';
import { PhotoService } from '../../applicant/photo/photo.service';
import { ApplicantCorrectionsService } from './applicant-corrections.service';
import { CorrectionAnswersDto, OpenCorrectionDto } from './corrections.dto';

/**
 * The applicant's corrections after payment. Documents are uploaded again through the documents
 * step's own route (PATCH applicationSubmitStep6), which the edit guard opens for the requested documents only;
 * the photo has its own route here because the step-5 route also saves step 5's answers.
 */
@ApiTags('corrections')
@Controller('visaapplication/corrections')
export class ApplicantCorrectionsController {
  constructor(
    private readonly corrections: ApplicantCorrectionsService,
    private readonly photo: PhotoService,
  ) {}

  /** The e-mail's link: checks its signed token and gives this browser access to the application. */
  @Post('open')
  @HttpCode(200)
  async open(@Body() body: OpenCorrectionDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return envelope(await this.corrections.open(body.applicationId, body.token, request, response));
  }

  @Get()
  @UseGuards(ApplicationAccessGuard)
  async current(@Query('applicationId') applicationId: string) {
    return envelope(await this.corrections.current(applicationId));
  }

  @Patch()
  @HttpCode(200)
  @UseGuards(ApplicationAccessGuard)
  async save(@Query('applicationId') applicationId: string, @Body() body: CorrectionAnswersDto) {
    return envelope(await this.corrections.save(applicationId, body.answers), 'Corrections saved');
  }

  @Patch('photo')
  @HttpCode(200)
  @UseGuards(ApplicationAccessGuard)
  @UseInterceptors(UploadBodyDeadlineInterceptor, FileInterceptor('mainImg', imageUploadOptions(1)), UploadSlotsInterceptor)
  @UseFilters(new UploadErrorsFilter('mainImg'))
  @ApiConsumes('multipart/form-data')
  async uploadPhoto(@Query('applicationId') applicationId: string, @UploadedFile() file: Express.Multer.File | undefined) {
    return envelope(await this.photo.save(applicationId, file as Express.Multer.File), 'Photo saved');
  }

  @Post('resubmit')
  @HttpCode(200)
  @UseGuards(ApplicationAccessGuard)
  async resubmit(@Query('applicationId') applicationId: string, @Req() request: Request) {
    return envelope(await this.corrections.resubmit(applicationId, request), 'Corrections sent');
  }
}
