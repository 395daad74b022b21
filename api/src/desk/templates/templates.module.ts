import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ReviewModule } from '../review/review.module';
import { TEMPLATE_MODEL, TemplateSchema } from './template.schema';
import { TemplatesController } from './templates.controller';
import { TemplatesService } from './templates.service';

/** Canned correction messages and refusal reasons in the site's languages, managed by admins. */
@Module({
  imports: [MongooseModule.forFeature([{ name: TEMPLATE_MODEL, schema: TemplateSchema }]), ReviewModule],
  controllers: [TemplatesController],
  providers: [TemplatesService],
})
export class TemplatesModule {}
