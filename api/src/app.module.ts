import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AccessModule } from './access/access.module';
import { ApplicationsModule } from './applications/applications.module';
import { HealthModule } from './health/health.module';
import { LookupModule } from './lookup/lookup.module';
import { LoggingModule } from './logging/logging.module';

/** The features of the API: one module per application step, plus the cross-cutting ones. */
const FEATURE_MODULES = [HealthModule, LookupModule];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), LoggingModule, DatabaseModule, AccessModule, ApplicationsModule, ...FEATURE_MODULES],
    };
  }
}
