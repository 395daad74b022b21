import { Global, Module } from '@nestjs/common';
import { AccessAttemptsService } from './access-attempts.service';
import { AccessService } from './access.service';
import { ApplicationAccessGuard } from './application-access.guard';

@Global()
@Module({
  providers: [AccessService, AccessAttemptsService, ApplicationAccessGuard],
  exports: [AccessService, AccessAttemptsService, ApplicationAccessGuard],
})
export class AccessModule {}
