import { Global, Module } from '@nestjs/common';
import { AccessService } from './access.service';
import { ApplicationAccessGuard } from './application-access.guard';

@Global()
@Module({ providers: [AccessService, ApplicationAccessGuard], exports: [AccessService, ApplicationAccessGuard] })
export class AccessModule {}
