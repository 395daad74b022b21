import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { LookupLockGuard } from '../access/lookup-lock.guard';
import { ApplicationsRepository } from '../applications/applications.repository';
import { envelope } from '../../platform/common/envelope';
import { LookupDto, ResumeLinkDto } from './lookup.dto';
import { LookupService } from './lookup.service';

@Controller('visaapplication')
export class LookupController {
  constructor(
    private readonly lookup: LookupService,
    private readonly applications: ApplicationsRepository,
  ) {}

  /**
   * Spec 7 findApplication: used by the resume form, the visa-fee page and the payment page. The number may
   * come as `?applicationId=` (spec) or in the body with the date of birth.
   */
  @Post('findApplication')
  @HttpCode(200)
  @UseGuards(LookupLockGuard)
  async find(@Query('applicationId') queryId: string | undefined, @Body() body: LookupDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.lookup.findWithProof(req, res, body.applicationId ?? queryId, body.dateOfBirth);
    return envelope(result, 'Application found');
  }

  /** The e-mailed resume link: its signed token opens the application in this browser, without the date of birth. */
  @Post('openResumeLink')
  @HttpCode(200)
  async openLink(@Body() body: ResumeLinkDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return envelope(await this.lookup.openWithLink(req, res, body.applicationId, body.token), 'Application found');
  }

  /** Spec 7 "GET one application by id" (its path is not shown): every stored field, for the owner only. */
  @Get('application')
  @UseGuards(ApplicationAccessGuard)
  async read(@Query('applicationId') id: string) {
    return envelope(await this.applications.get(id), 'Application loaded');
  }
}
