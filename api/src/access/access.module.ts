import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AccessAttemptsService } from './access-attempts.service';
import { AccessService } from './access.service';
import { ApplicationAccessGuard } from './application-access.guard';
import { LookupAttemptsInterceptor } from './lookup-attempts.interceptor';

@Global()
@Module({
  providers: [AccessService, AccessAttemptsService, ApplicationAccessGuard, { provide: APP_INTERCEPTOR, useClass: LookupAttemptsInterceptor }],
  exports: [AccessService, AccessAttemptsService, ApplicationAccessGuard],
})
export class AccessModule {}
