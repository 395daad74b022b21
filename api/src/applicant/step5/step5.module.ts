import { Module } from '@nestjs/common';
import { PhotoModule } from '../photo/photo.module';
import { Step5Controller } from './step5.controller';
import { Step5Service } from './step5.service';

/** Step 5: previous visits, SAARC and references; its path also takes the photograph (PhotoModule). */
@Module({ imports: [PhotoModule], controllers: [Step5Controller], providers: [Step5Service] })
export class Step5Module {}
