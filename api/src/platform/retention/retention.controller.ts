import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RETENTION_POLICY_READ } from '@evisa/contracts';
import { envelope } from '../common/envelope';
import { RetentionService } from './retention.service';

/** The retention periods, public: the privacy page states what the deletion job does from this one source. */
@ApiTags('privacy')
@Controller()
export class RetentionController {
  constructor(private readonly retention: RetentionService) {}

  @Get(RETENTION_POLICY_READ.slice(1))
  @ApiOperation({ summary: 'How long applications, e-mails and contact messages are kept, in days' })
  read() {
    return envelope(this.retention.policy(), 'Retention policy');
  }
}
