import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../platform/config/app-config';
import { renderOptOutPage } from '../../platform/notifications/templates/draft-emails';
import { DraftEmailsService, UNSUBSCRIBE_PATH } from './draft-emails.service';
import { decodeOptOutToken } from './opt-out-token';

/**
 * The reminder's opt-out (RFC 8058): the mail's List-Unsubscribe URL takes a one-click POST from the mail
 * program; the same URL opened in a browser shows a page in the applicant's language whose button posts it.
 * The signed token says which application's address; a bad token changes nothing.
 */
@ApiTags('e-mail')
@Controller()
export class EmailPreferencesController {
  constructor(
    private readonly drafts: DraftEmailsService,
    private readonly config: AppConfig,
  ) {}

  private claims(token: unknown) {
    return decodeOptOutToken(token, [this.config.ACCESS_SECRET, ...this.config.ACCESS_SECRET_PREVIOUS]);
  }

  @Get(UNSUBSCRIBE_PATH)
  @ApiOperation({ summary: 'The opt-out page of the unpaid-application reminder (HTML, in the language of the mail)' })
  page(@Query('token') token: string, @Res() response: Response): void {
    const claims = this.claims(token);
    // A page either way (a person opened a link): it asks to confirm, or (404) says the link is not valid.
    response.status(claims ? 200 : 404).type('html').send(renderOptOutPage(claims?.language, claims ? 'confirm' : 'invalid'));
  }

  @Post(UNSUBSCRIBE_PATH)
  @HttpCode(200)
  @ApiOperation({ summary: 'One-click opt-out of reminders (List-Unsubscribe-Post), also posted by the opt-out page' })
  async optOut(@Query('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const claims = this.claims(token);
    if (claims) await this.drafts.optOut(claims.applicationId);
    if (claims && request.accepts(['json', 'html']) === 'html') {
      response.status(200).type('html').send(renderOptOutPage(claims.language, 'done'));
      return;
    }
    const message = claims ? 'Reminders stopped' : 'This link is not valid.';
    response.status(claims ? 200 : 404).json(claims ? { status: 200, message, data: {} } : { status: 404, message, err: message, errors: {}, errorKeys: {} });
  }
}
