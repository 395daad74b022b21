import { Body, Controller, HttpCode, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { envelope } from '../../platform/common/envelope';
import { DraftQuery } from '../steps/draft-query';
import { Step2Dto } from './step2.dto';
import { Step2Service } from './step2.service';

@ApiTags('step 2')
@Controller('visaapplication')
export class Step2Controller {
  constructor(private readonly step2: Step2Service) {}

  /** Spec 7. `draft=true` is 'Save and exit': valid answers are kept, the step stays incomplete. */
  @Patch('applicationSubmitStep2')
  @UseGuards(ApplicationAccessGuard)
  @HttpCode(200)
  @ApiQuery({ name: 'draft', required: false, enum: ['true'] })
  async save(@Query('applicationId') id: string, @DraftQuery() draft: boolean, @Body() body: Step2Dto) {
    return envelope(await this.step2.save(id, body, draft), 'Applicant and passport details saved');
  }
}
