import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AppModule } from '../../app.module';
import type { AppConfig } from '../config/app-config';
import { runMigrations } from './migration-runner';

/**
 * The database brought to what this version needs: pending migrations applied in order under the lease, then the
 * indexes. The whole API is built (so every model is known) but never initialised: no job starts, nothing listens.
 */
export async function migrateDatabase(config: AppConfig, log: (line: string) => void = () => undefined): Promise<{ applied: string[] }> {
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false, abortOnError: false });
  try {
    return await runMigrations(app.get<Connection>(getConnectionToken()), { owner: `migrate@${config.INSTANCE_ID}`, log });
  } finally {
    await app.close();
  }
}
