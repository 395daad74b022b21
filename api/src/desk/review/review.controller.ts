import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res, StreamableFile, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { deskFileName, EVISA_UPLOAD, type ApiSuccess, type ApplicationReview, type PassportCopyCheck, type StaffAccount } from '@evisa/contracts';
import type { AuditActor } from '../audit/audit.service';
import { envelope } from '../../platform/common/envelope';
import { serveStoredFile } from '../../platform/files/serve-stored-file';
import { extensionOf } from '../../platform/files/stored-file';
import { UploadBodyDeadlineInterceptor } from '../../platform/files/upload-body-deadline';
import { UploadSlotsInterceptor } from '../../platform/files/upload-slots';
import { Actor } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { EvisaUploadErrorsFilter } from './evisa-upload-errors.filter';
import { PassportCopyCheckService } from './passport-copy-check.service';
import { AddNoteDto, ChecklistTickDto, RefuseDto, SubmitDto } from './review.dto';
import { ReviewOutcomeService } from './review-outcome.service';
import { ReviewViewService } from './review-view.service';
import { ReviewWorkService } from './review-work.service';
import { PACK_PARTS, StaffFilesService, type PackPart } from './staff-files.service';
import { StaffException } from '../staff-auth/staff-errors';

type StaffActor = AuditActor & { staff: StaffAccount };

/** One paid application at the desk: the review (answers, files, checklist, notes) and its submission and result. */
@ApiTags('staff')
@Controller('staff/applications/:applicationId')
@UseGuards(StaffSessionGuard)
export class ReviewController {
  constructor(
    private readonly views: ReviewViewService,
    private readonly work: ReviewWorkService,
    private readonly outcomes: ReviewOutcomeService,
    private readonly files: StaffFilesService,
    private readonly passportCopy: PassportCopyCheckService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'A paid application for review: every answer as on Preview, the files, the checklist, the notes' })
  async view(@Param('applicationId') applicationId: string): Promise<ApiSuccess<ApplicationReview>> {
    return envelope(await this.views.view(applicationId));
  }

  @Get('passport-check')
  @ApiOperation({ summary: "The passport copy's machine-readable zone, read on the server and compared with the answers as they stand now" })
  async passportCheck(@Param('applicationId') applicationId: string): Promise<ApiSuccess<PassportCopyCheck>> {
    return envelope(await this.passportCopy.check(applicationId));
  }

  /** The photo, a document or the e-Visa, with the headers of the applicant's file routes; `?download=1` saves it. */
  @Get('files/:name')
  async file(@Param('applicationId') applicationId: string, @Param('name') name: string, @Query('download') download: string | undefined, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const id = await this.views.paidId(applicationId);
    const { file, stream } = await this.files.open(id, name);
    return serveStoredFile(file, stream, response, { download: download === '1', fileName: deskFileName(id, file.metadata.kind, extensionOf(file.metadata.contentType)) });
  }

  @ApiOperation({ summary: 'The submission pack: the photo (square JPEG) or the passport page (PDF) within the government portal’s limits' })
  @Get('submission-pack/:part')
  async pack(@Param('applicationId') applicationId: string, @Param('part') part: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const id = await this.views.paidId(applicationId);
    if (!PACK_PARTS.includes(part as PackPart)) throw new StaffException(HttpStatus.NOT_FOUND, 'fileNotFound');
    const { bytes, contentType, fileName } = await this.files.pack(id, part as PackPart);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(bytes, { type: contentType, length: bytes.length, disposition: `attachment; filename="${fileName}"` });
  }

  @Put('checklist/:item')
  @HttpCode(200)
  async tick(@Param('applicationId') applicationId: string, @Param('item') item: string, @Body() body: ChecklistTickDto, @Actor() actor: AuditActor): Promise<ApiSuccess<ApplicationReview>> {
    await this.work.tick(applicationId, item, body.done, actor as StaffActor);
    return envelope(await this.views.view(applicationId));
  }

  @Post('notes')
  @HttpCode(200)
  async note(@Param('applicationId') applicationId: string, @Body() body: AddNoteDto, @Actor() actor: AuditActor): Promise<ApiSuccess<ApplicationReview>> {
    await this.work.addNote(applicationId, body.text, actor as StaffActor);
    return envelope(await this.views.view(applicationId));
  }

  @Post('submit')
  @HttpCode(200)
  async submit(@Param('applicationId') applicationId: string, @Body() body: SubmitDto, @Actor() actor: AuditActor): Promise<ApiSuccess<ApplicationReview>> {
    await this.outcomes.submit(applicationId, body.governmentReference, actor as StaffActor);
    return envelope(await this.views.view(applicationId));
  }

  @Post('grant')
  @HttpCode(200)
  @UseInterceptors(
    UploadBodyDeadlineInterceptor,
    FileInterceptor(EVISA_UPLOAD.field, { limits: { fileSize: EVISA_UPLOAD.maxBytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 } }),
    UploadSlotsInterceptor,
  )
  @UseFilters(EvisaUploadErrorsFilter)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Records the e-Visa granted: the PDF in the multipart field eVisa' })
  async grant(@Param('applicationId') applicationId: string, @UploadedFile() file: Express.Multer.File | undefined, @Actor() actor: AuditActor): Promise<ApiSuccess<ApplicationReview>> {
    await this.outcomes.grant(applicationId, file, actor as StaffActor);
    return envelope(await this.views.view(applicationId));
  }

  @Post('refuse')
  @HttpCode(200)
  async refuse(@Param('applicationId') applicationId: string, @Body() body: RefuseDto, @Actor() actor: AuditActor): Promise<ApiSuccess<ApplicationReview>> {
    await this.outcomes.refuse(applicationId, body.reason, actor as StaffActor);
    return envelope(await this.views.view(applicationId));
  }
}
