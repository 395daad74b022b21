import { Global, Module } from '@nestjs/common';
import { LimitStoreModule } from '../../platform/common/limit-store.module';
import { AccessAttemptsService } from './access-attempts.service';
import { AccessService } from './access.service';
import { ApplicationAccessGuard } from './application-access.guard';

@Global()
@Module({
  imports: [LimitStoreModule],
  providers: [AccessService, AccessAttemptsService, ApplicationAccessGuard],
  exports: [AccessService, AccessAttemptsService, ApplicationAccessGuard],
})
export class AccessModule {}
