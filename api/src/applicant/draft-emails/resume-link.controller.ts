import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { MESSAGES } from '@evisa/contracts';
import { normaliseApplicationId } from '../applications/application-id';
import { envelope } from '../../platform/common/envelope';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { ResumeLinkDto } from '../lookup/lookup.dto';
import { DraftEmailsService } from './draft-emails.service';

@Controller('visaapplication')
export class ResumeLinkController {
  constructor(private readonly drafts: DraftEmailsService) {}

  /**
   * "E-mail me a link to my application": answers the same whether the number exists, has an address or
   * reached its limit; the link goes only to the address on file.
   */
  @Post('emailResumeLink')
  @HttpCode(200)
  async request(@Body() body: ResumeLinkDto) {
    if (!body.applicationId?.trim()) throw new FieldValidationException({ applicationId: 'required' });
    const id = normaliseApplicationId(body.applicationId);
    if (id) await this.drafts.sendResumeLink(id);
    return envelope(null, MESSAGES.resumeLinkSent);
  }
}
