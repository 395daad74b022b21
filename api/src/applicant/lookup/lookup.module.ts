import { Module } from '@nestjs/common';
import { ApplicationStageModule } from '../../desk/review/application-stage.module';
import { LookupController } from './lookup.controller';
import { LookupService } from './lookup.service';

@Module({ imports: [ApplicationStageModule], controllers: [LookupController], providers: [LookupService], exports: [LookupService] })
export class LookupModule {}
