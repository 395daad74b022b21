import { Body, Controller, HttpCode, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { envelope } from '../../platform/common/envelope';
import { DraftQuery } from '../steps/draft-query';
import { Step3Dto } from './step3.dto';
import { Step3Service } from './step3.service';

@ApiTags('step 3')
@Controller('visaapplication')
export class Step3Controller {
  constructor(private readonly step3: Step3Service) {}

  /** Spec 7. `draft=true` is 'Save and exit': valid answers are kept, the step stays incomplete. */
  @Patch('applicationSubmitStep3')
  @UseGuards(ApplicationAccessGuard)
  @HttpCode(200)
  @ApiQuery({ name: 'draft', required: false, enum: ['true'] })
  async save(@Query('applicationId') id: string, @DraftQuery() draft: boolean, @Body() body: Step3Dto) {
    return envelope(await this.step3.save(id, body, draft), 'Addresses, family and occupation saved');
  }
}
