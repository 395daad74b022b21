import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APPLICATION_MODEL, ApplicationSchema } from './application.schema';
import { ApplicationsRepository } from './applications.repository';

/** The application record and its repository, shared by every step module. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: APPLICATION_MODEL, schema: ApplicationSchema }])],
  providers: [ApplicationsRepository],
  exports: [ApplicationsRepository],
})
export class ApplicationsModule {}
