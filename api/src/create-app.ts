import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './platform/common/api-exception.filter';
import { acceptedContentTypes, noStore } from './platform/common/accepted-content-types';
import { bodyParserErrors } from './platform/common/body-parser-errors';
import { ExpressHttpAdapter } from './platform/common/express-http-adapter';
import { UnsafeInputPipe } from './platform/common/unsafe-input.pipe';
import { createValidationPipe } from './platform/common/validation.pipe';
import type { AppConfig } from './platform/config/app-config';
import { StartupQuietLogger } from './platform/logging/startup-quiet-logger';
import { pendingMigrations, runMigrations } from './platform/migrations/migration-runner';
import { serveApiDocument } from './platform/openapi/api-document';

export { OPENAPI_PATH } from './platform/openapi/api-document';

/** No JSON body of the API comes near this; uploads are multipart, limited per endpoint by multer. */
export const BODY_LIMIT = '100kb';

/** Express "trust proxy" from the configuration: a hop count, true/false, or named/listed addresses. */
function trustProxy(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/** The database as this version needs it: migrated here (MIGRATE_AT_START), or already by `npm run migrate`. */
async function migrateOrRefuse(connection: Connection, config: AppConfig): Promise<void> {
  if (config.MIGRATE_AT_START) {
    await runMigrations(connection, { owner: config.INSTANCE_ID });
    return;
  }
  const pending = await pendingMigrations(connection);
  if (pending.length) throw new Error(`The database needs migrations this version depends on (${pending.join(', ')}): run them first (npm run migrate; node migrate.js beside main.js)`);
}

/**
 * Builds the API with everything main.ts and the tests share: accepted body types and limits, pipes, filter,
 * headers, CORS, OpenAPI. Tests may pass a root module that wraps AppModule (e.g. with a controller that throws on purpose).
 */
export async function createApp(config: AppConfig, rootModule: DynamicModule | Type = AppModule.forRoot(config)): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule, new ExpressHttpAdapter(), { bufferLogs: true, bodyParser: false });
  try {
    app.useLogger(new StartupQuietLogger(app.get(Logger)));
    app.set('trust proxy', trustProxy(config.TRUST_PROXY));
    app.disable('x-powered-by');
    app.use(noStore);
    app.use(acceptedContentTypes(app.getHttpAdapter().getInstance()));
    app.useBodyParser('json', { limit: BODY_LIMIT });
    app.use(bodyParserErrors);
    // The site reads uploaded images through its own origin (/api); same-site also lets a dev server on another port.
    app.use(helmet({ crossOriginResourcePolicy: { policy: 'same-site' } }));
    app.enableCors({ origin: config.CORS_ORIGINS, credentials: true });
    app.useGlobalPipes(new UnsafeInputPipe(), createValidationPipe());
    app.useGlobalFilters(new ApiExceptionFilter());
    app.enableShutdownHooks();

    // The description and its UI tell an attacker every route and field: off in production unless asked for.
    if (config.OPENAPI_ENABLED) serveApiDocument(app);

    await migrateOrRefuse(app.get<Connection>(getConnectionToken()), config);
  } catch (error) {
    // A half-built app would keep its database connection and timers open.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
