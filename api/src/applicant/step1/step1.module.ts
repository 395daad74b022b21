import { Module } from '@nestjs/common';
import { DraftEmailsModule } from '../draft-emails/draft-emails.module';
import { Step1Controller } from './step1.controller';
import { Step1Service } from './step1.service';

/** Step 1, 'E-Visa Application': create and edit (spec 2.6). */
@Module({ imports: [DraftEmailsModule], controllers: [Step1Controller], providers: [Step1Service], exports: [Step1Service] })
export class Step1Module {}
