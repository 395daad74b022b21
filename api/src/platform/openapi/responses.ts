import type { OpenAPIObject, OperationObject, ResponsesObject, SchemaObject } from '@nestjs/swagger';
import { DOCUMENT_FIELDS, EVISA_UPLOAD, MESSAGES } from '@evisa/contracts';

/** The failure envelope of ARCHITECTURE 4: every error answer of the API. */
export const API_FAILURE_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['status', 'message', 'err', 'errors', 'errorKeys'],
  properties: {
    status: { type: 'integer', minimum: 400, maximum: 599 },
    message: { type: 'string' },
    err: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: "Each refused field's message" },
    errorKeys: { type: 'object', additionalProperties: { type: 'string', enum: Object.keys(MESSAGES) }, description: "Each refused field's message key" },
  },
};

/** The success envelope: `{ status, message, data }`; `data` is what each operation answers. */
export const API_SUCCESS_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: { status: { type: 'integer', enum: [200] }, message: { type: 'string' }, data: {} },
};

const REASONS: Record<number, string> = {
  400: 'Refused: a field or parameter breaks a rule (its message and key under the field), or the body could not be read',
  401: 'The desk needs a signed-in member of staff (or the sign-in was refused)',
  402: 'The payment was declined',
  403: 'This browser has no access to the application, or this member of staff to the action, or the resume link is not valid',
  404: 'Not found (an unknown application, file or order, or a wrong date of birth)',
  408: 'The upload arrived too slowly and was ended',
  409: 'The application can no longer change (paid or blocked), the payment is not in the state asked, or the order cannot change as asked',
  410: 'The staff set-up link, or the correction link, is not valid any more or has expired',
  413: 'The request is too large',
  415: 'The body is neither JSON nor multipart',
  422: 'The application cannot be paid for as it is',
  423: 'The application is blocked',
  429: 'Too many requests or attempts; wait for Retry-After',
  500: 'Something went wrong',
  502: 'The payment provider answered with an error (a payment or a refund)',
  503: 'The service (its database or upload capacity) is unavailable for a moment',
  504: 'The payment provider did not answer in time',
};

type Traits = { path: string; method: string; operation: OperationObject };

/** What each operation can answer besides its success, from what it is: one rule per reason above. */
export function failureStatuses({ path, method, operation }: Traits): number[] {
  const statuses = new Set<number>([429, 500, 503]);
  const hasBody = method !== 'get' || Boolean(operation.requestBody);
  const perApplication = (operation.parameters ?? []).some((parameter) => 'name' in parameter && parameter.name === 'applicationId');
  if (hasBody) [400, 413, 415].forEach((status) => statuses.add(status));
  if ((operation.parameters ?? []).length > 0) statuses.add(400);
  if (perApplication) [400, 403, 404].forEach((status) => statuses.add(status));
  if (perApplication && method !== 'get') statuses.add(409);
  if (/\/(images|files)\//.test(path)) statuses.add(404);
  if (path.endsWith('/findApplication')) statuses.add(404);
  if (path.endsWith('/openResumeLink')) statuses.add(403);
  if (path === '/email-preferences/unsubscribe') statuses.add(404);
  if (/applicationSubmitStep[56]$/.test(path) || path === '/visaapplication/corrections/photo') statuses.add(408);
  if (path.startsWith('/visaapplication/corrections')) [403, 404, 409, 410].forEach((status) => statuses.add(status));
  if (/^\/staff\/applications\/[^/]+\/refunds$/.test(path)) [502, 503].forEach((status) => statuses.add(status));
  if (path.startsWith('/orders/')) [400, 403, 404, 409].forEach((status) => statuses.add(status));
  if (path.startsWith('/payments/')) [400, 402, 403, 404, 409, 422, 423, 502, 504].forEach((status) => statuses.add(status));
  if (path.startsWith('/staff/')) [401, 403, 404, 409, 410].forEach((status) => statuses.add(status));
  if (path === '/visaapplication/evisa') statuses.add(404);
  if (path === '/health' || path === '/contact/form-token') statuses.delete(503);
  return [...statuses].sort((a, b) => a - b);
}

const IMAGE = { schema: { type: 'string', format: 'binary' } as SchemaObject };

/** The success answer: the envelope, the opt-out page, or the file itself for the file paths (documents and the e-Visa may be PDF). */
function successResponse(path: string, method: string): ResponsesObject[string] {
  if (path === '/visaapplication/evisa') return { description: 'The granted e-Visa (PDF)', content: { 'application/pdf': IMAGE } };
  if (path === '/email-preferences/unsubscribe' && method === 'get') return { description: 'The opt-out page, asking to confirm', content: { 'text/html': { schema: { type: 'string' } } } };
  if (/\/images\//.test(path)) return { description: 'The image (JPEG or PNG)', content: { 'image/jpeg': IMAGE, 'image/png': IMAGE } };
  if (/\/files\//.test(path)) return { description: 'The image (JPEG or PNG), or a PDF (a document or the e-Visa)', content: { 'image/jpeg': IMAGE, 'image/png': IMAGE, 'application/pdf': IMAGE } };
  return { description: 'Done', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiSuccess' } } } };
}

/** A failure answer: the envelope, except the opt-out page's invalid link, which a person reads (a page). */
function failureResponse(path: string, method: string, status: number): ResponsesObject[string] {
  if (path === '/email-preferences/unsubscribe' && method === 'get' && status === 404) {
    return { description: 'A page saying the link is not valid', content: { 'text/html': { schema: { type: 'string' } } } };
  }
  return { description: REASONS[status], content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiFailure' } } } };
}

/** The multipart bodies of the photo (step 5) and the documents (step 6): the files by their fields. */
export const MULTIPART_BODIES: Record<string, SchemaObject> = {
  '/visaapplication/applicationSubmitStep5': {
    type: 'object',
    required: ['mainImg'],
    properties: { mainImg: { type: 'string', format: 'binary', description: 'The photograph: JPEG or PNG, at most 1 MB' } },
  },
  '/visaapplication/corrections/photo': {
    type: 'object',
    required: ['mainImg'],
    properties: { mainImg: { type: 'string', format: 'binary', description: 'The photograph asked for again: JPEG or PNG, at most 1 MB' } },
  },
  '/visaapplication/applicationSubmitStep6': {
    type: 'object',
    properties: Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, { type: 'string', format: 'binary', description: 'JPEG, PNG or PDF, at most 1 MB' }])),
  },
  '/staff/applications/{applicationId}/grant': {
    type: 'object',
    required: [EVISA_UPLOAD.field],
    properties: { [EVISA_UPLOAD.field]: { type: 'string', format: 'binary', description: 'The e-Visa: a PDF without encryption or scripts, at most 5 MB' } },
  },
};

/** Every operation's answers: its success with a schema, and each failure it can give with the envelope. */
export function describeResponses(document: OpenAPIObject): void {
  document.components = document.components ?? {};
  document.components.schemas = { ...document.components.schemas, ApiSuccess: API_SUCCESS_SCHEMA, ApiFailure: API_FAILURE_SCHEMA };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'patch', 'put', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const responses: ResponsesObject = { '200': successResponse(path, method) };
      for (const status of failureStatuses({ path, method, operation })) {
        responses[String(status)] = failureResponse(path, method, status);
      }
      operation.responses = responses;
      const multipart = MULTIPART_BODIES[path];
      if (multipart) {
        const json = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content['application/json'] : undefined;
        const content = { ...(path.endsWith('Step5') && json ? { 'application/json': json } : {}), 'multipart/form-data': { schema: multipart } };
        operation.requestBody = { required: true, content };
      }
    }
  }
}
