import { Module } from '@nestjs/common';
import { Step4Controller } from './step4.controller';
import { Step4Service } from './step4.service';

/** Step 4, visit details: places, port of exit and the purpose section (ARCHITECTURE 3). */
@Module({ controllers: [Step4Controller], providers: [Step4Service] })
export class Step4Module {}
