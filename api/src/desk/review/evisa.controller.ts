import { Controller, Get, NotFoundException, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGES } from '@evisa/contracts';
import { ApplicationAccessGuard } from '../../applicant/access/application-access.guard';
import { normaliseApplicationId } from '../../applicant/applications/application-id';
import { FileStorageService } from '../../platform/files/file-storage.service';
import { eVisaFileName } from '../../platform/notifications/templates/visa-granted';
import { ApplicationStageService } from './application-stage.service';

/** The applicant's granted e-Visa, for the browser that holds access to the application. */
@ApiTags('files')
@Controller('visaapplication')
export class EvisaController {
  constructor(
    private readonly stages: ApplicationStageService,
    private readonly storage: FileStorageService,
  ) {}

  @Get('evisa')
  @UseGuards(ApplicationAccessGuard)
  @ApiOperation({ summary: 'The granted e-Visa (PDF) of an application this browser has access to' })
  async download(@Query('applicationId') applicationId: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const id = normaliseApplicationId(applicationId) ?? applicationId;
    const name = await this.stages.grantedEvisa(id);
    const file = name ? await this.storage.find(name) : null;
    if (!file || file.metadata.applicationId !== id) throw new NotFoundException(MESSAGES.eVisaNotReady);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(this.storage.open(file.name), { type: 'application/pdf', length: file.length, disposition: `attachment; filename="${eVisaFileName(id)}"` });
  }
}
