import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { bodyParserErrors } from './common/body-parser-errors';
import { ExpressHttpAdapter } from './common/express-http-adapter';
import { UnsafeInputPipe } from './common/unsafe-input.pipe';
import { createValidationPipe } from './common/validation.pipe';
import type { AppConfig } from './config/app-config';

export const OPENAPI_PATH = 'openapi';
/** No JSON or form body of the API comes near this; uploads are multipart, limited per endpoint by multer. */
export const BODY_LIMIT = '100kb';

/** Express "trust proxy" from the configuration: a hop count, true/false, or named/listed addresses. */
function trustProxy(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * Builds the API with everything main.ts and the tests share: body limits, pipes, filter, headers, CORS,
 * OpenAPI. Tests may pass a root module that wraps AppModule (e.g. with a controller that throws on purpose).
 */
export async function createApp(config: AppConfig, rootModule: DynamicModule | Type = AppModule.forRoot(config)): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule, new ExpressHttpAdapter(), { bufferLogs: true });
  try {
    app.useLogger(app.get(Logger));
    app.set('trust proxy', trustProxy(config.TRUST_PROXY));
    app.disable('x-powered-by');
    app.useBodyParser('json', { limit: BODY_LIMIT });
    app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
    app.use(bodyParserErrors);
    // The site reads uploaded images through its own origin (/api); same-site also lets a dev server on another port.
    app.use(helmet({ crossOriginResourcePolicy: { policy: 'same-site' } }));
    app.enableCors({ origin: config.CORS_ORIGINS, credentials: true });
    app.useGlobalPipes(new UnsafeInputPipe(), createValidationPipe());
    app.useGlobalFilters(new ApiExceptionFilter());
    app.enableShutdownHooks();

    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('India e-Visa application API').setVersion('1.0').build(),
    );
    SwaggerModule.setup(OPENAPI_PATH, app, document, { jsonDocumentUrl: `${OPENAPI_PATH}.json` });
  } catch (error) {
    // A half-built app would keep its database connection and timers open.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
