import { Body, Controller, HttpCode, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ApplicationIdResult } from '@evisa/contracts';
import { AccessService } from '../access/access.service';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { envelope } from '../../platform/common/envelope';
import { DraftEmailsService } from '../draft-emails/draft-emails.service';
import { NewApplicationDto, Step1Dto } from './step1.dto';
import { Step1Service } from './step1.service';

@ApiTags('step 1')
@Controller('visaapplication')
export class Step1Controller {
  constructor(
    private readonly step1: Step1Service,
    private readonly access: AccessService,
    private readonly draftEmails: DraftEmailsService,
  ) {}

  /**
   * Spec 7: creates the application; this browser is granted access to it (the HttpOnly access cookie), and the
   * number is e-mailed to the applicant with a link to continue (limited per address), and the answer
   * says whether it was, for the screen to tell.
   */
  @Post('newApplication')
  @HttpCode(200)
  async create(@Body() body: NewApplicationDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { language, ...answers } = body;
    const record = await this.step1.create(answers, language);
    this.access.grant(req, res, record.uniqueId);
    const numberEmailed = await this.draftEmails.afterCreate(record.uniqueId, record.email, language);
    const result: ApplicationIdResult = { uniqueId: record.uniqueId, numberEmailed };
    return envelope(result, `Application saved. Your temporary application ID is ${record.uniqueId}.`);
  }

  @Patch('applicationSubmitStep1')
  @UseGuards(ApplicationAccessGuard)
  @HttpCode(200)
  async update(@Query('applicationId') id: string, @Body() body: Step1Dto) {
    return envelope(await this.step1.update(id, body), 'Application details saved');
  }
}
