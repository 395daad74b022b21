import { Module } from '@nestjs/common';
import { ApplicationStageService } from './application-stage.service';

/** The applicant's view of the desk's work (their stage, their e-Visa), for the lookup, payment and review modules. */
@Module({ providers: [ApplicationStageService], exports: [ApplicationStageService] })
export class ApplicationStageModule {}
