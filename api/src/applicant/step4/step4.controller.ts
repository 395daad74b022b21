import { Body, Controller, HttpCode, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { envelope } from '../../platform/common/envelope';
import { DraftQuery } from '../steps/draft-query';
import { Step4Dto } from './step4.dto';
import { Step4Service } from './step4.service';

@ApiTags('step 4')
@Controller('visaapplication')
export class Step4Controller {
  constructor(private readonly step4: Step4Service) {}

  /** Spec 7. `draft=true` is 'Save and exit': valid answers are kept, the step stays incomplete. */
  @Patch('applicationSubmitStep4')
  @UseGuards(ApplicationAccessGuard)
  @HttpCode(200)
  @ApiQuery({ name: 'draft', required: false, enum: ['true'] })
  async save(@Query('applicationId') id: string, @DraftQuery() draft: boolean, @Body() body: Step4Dto) {
    return envelope(await this.step4.save(id, body, draft), 'Visit details saved');
  }
}
