import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { allowNullWhereOptional, requestSchemas } from './request-schemas';
import { describeResponses } from './responses';

export const OPENAPI_PATH = 'openapi';

/**
 * The API's OpenAPI description at /openapi.json and its UI at /openapi: what Nest reads from the controllers,
 * completed with what it cannot read: the request bodies described by their validation, every answer
 * of every operation with its schema, and the multipart bodies of the photo and documents.
 */
export function serveApiDocument(app: INestApplication): void {
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('India e-Visa application API').setVersion('1.0').build());
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...requestSchemas() } };
  allowNullWhereOptional(document.components.schemas ?? {});
  describeResponses(document);
  SwaggerModule.setup(OPENAPI_PATH, app, document, { jsonDocumentUrl: `${OPENAPI_PATH}.json` });
}
