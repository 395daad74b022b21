import { Module } from '@nestjs/common';
import { Step2Controller } from './step2.controller';
import { Step2Service } from './step2.service';

/** Step 2, 'Application Detail Form' and 'Passport Details' (spec 2.7). */
@Module({ controllers: [Step2Controller], providers: [Step2Service] })
export class Step2Module {}
