import { Module } from '@nestjs/common';
import { Step3Controller } from './step3.controller';
import { Step3Service } from './step3.service';

/** Step 3, addresses, family, occupation and military service (spec 2.8). */
@Module({ controllers: [Step3Controller], providers: [Step3Service] })
export class Step3Module {}
