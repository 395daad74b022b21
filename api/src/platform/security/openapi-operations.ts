// Reads the API's own OpenAPI document, so the security suites cover every endpoint as soon as it exists.

export type Operation = {
  method: string;
  /** OpenAPI path, e.g. /visaapplication/images/{name}. */
  path: string;
  /** How the operation names the application it works on, if it does. */
  applicationParam?: { in: 'query' | 'path'; name: string };
  /** Other path parameters (a file name). */
  pathParams: string[];
  queryParams: string[];
  contentTypes: string[];
  /** The JSON body's property names (from its schema), for generators that aim at real fields. */
  bodyFields: string[];
};

type OpenApiParameter = { in: string; name: string };
type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };
type OpenApiOperation = { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>>; components?: { schemas?: Record<string, Schema> } };

function propertiesOf(schema: Schema | undefined, doc: OpenApiDocument, depth = 0): string[] {
  if (!schema || depth > 5) return [];
  if (schema.$ref) return propertiesOf(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, depth + 1);
  return [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap((part) => propertiesOf(part, doc, depth + 1))];
}

/** The names under which an endpoint may carry an application id (query or path). */
const APPLICATION_PARAMS = new Set(['applicationId', 'id']);

export async function readOperations(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/openapi.json`);
  if (!response.ok) throw new Error(`openapi.json answered ${response.status}`);
  const doc = (await response.json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const application = parameters.find((p) => APPLICATION_PARAMS.has(p.name) && (p.in === 'query' || p.in === 'path'));
      operations.push({
        method: method.toUpperCase(),
        path,
        applicationParam: application ? { in: application.in as 'query' | 'path', name: application.name } : undefined,
        pathParams: parameters.filter((p) => p.in === 'path' && p !== application).map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query' && p !== application).map((p) => p.name),
        contentTypes: Object.keys(operation.requestBody?.content ?? {}),
        bodyFields: Object.values(operation.requestBody?.content ?? {}).flatMap((content) => propertiesOf(content.schema, doc)),
      });
    }
  }
  return operations;
}

export const label = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** The URL path of an operation for one application (and other path parameters filled from `values`). */
export function urlFor(operation: Operation, applicationId: string, values: Record<string, string> = {}): string {
  let path = operation.path;
  for (const name of operation.pathParams) path = path.replace(`{${name}}`, encodeURIComponent(values[name] ?? 'x'));
  if (operation.applicationParam?.in === 'path') return path.replace(`{${operation.applicationParam.name}}`, encodeURIComponent(applicationId));
  if (operation.applicationParam?.in === 'query') return `${path}?${operation.applicationParam.name}=${encodeURIComponent(applicationId)}`;
  return path;
}
