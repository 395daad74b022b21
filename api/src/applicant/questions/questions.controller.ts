import { Body, Controller, HttpCode, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { envelope } from '../../platform/common/envelope';
import { QuestionsDto } from './questions.dto';
import { QuestionsService } from './questions.service';

@ApiTags('steps')
@Controller('visaapplication')
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  /** Spec 7: JSON with the six answers, the details of each 'Yes' and the accepted declaration. */
  @Patch('applicationSubmitStep7')
  @HttpCode(200)
  @UseGuards(ApplicationAccessGuard)
  @ApiOperation({ summary: 'Step 7: the security questions and the declaration' })
  async save(@Query('applicationId') applicationId: string, @Body() body: QuestionsDto) {
    const record = await this.questions.save(applicationId, body);
    return envelope({ uniqueId: record.uniqueId }, 'Questions saved');
  }
}
