import { DOCUMENT_FIELDS, STEP1_REQUIRED_FIELDS } from '@evisa/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';

type Operation = { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> } };

describe('the OpenAPI description (HTTP, real database)', () => {
  let app: TestApp;
  let document: Document;
  beforeAll(async () => {
    app = await startTestApp();
    document = (await (await fetch(`${app.url}/openapi.json`)).json()) as Document;
  });
  afterAll(() => app.close());

  const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

  it('gives every operation a described success and the failure envelope for each failure it can answer', () => {
    expect(operations().length).toBeGreaterThanOrEqual(19);
    for (const { path, method, operation } of operations()) {
      const label = `${method.toUpperCase()} ${path}`;
      const success = operation.responses['200'];
      expect({ label, success: Object.keys(success?.content ?? {}).length > 0 }).toEqual({ label, success: true });
      const failures = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      expect({ label, has500: failures.some(([status]) => status === '500') }).toEqual({ label, has500: true });
      for (const [status, response] of failures) {
        // The one page a person opens from an e-mail says an invalid link as a page, not as JSON.
        if (label === 'GET /email-preferences/unsubscribe' && status === '404') {
          expect(Object.keys(response.content ?? {})).toEqual(['text/html']);
          continue;
        }
        expect({ label, status, schema: response.content?.['application/json']?.schema }).toEqual({ label, status, schema: { $ref: '#/components/schemas/ApiFailure' } });
      }
    }
    expect(document.components.schemas.ApiFailure.required).toEqual(['status', 'message', 'err', 'errors', 'errorKeys']);
  });

  it('describes the photo and documents steps as multipart forms with their file fields', () => {
    const photo = document.paths['/visaapplication/applicationSubmitStep5'].patch.requestBody!.content['multipart/form-data'].schema;
    expect(photo).toMatchObject({ required: ['mainImg'], properties: { mainImg: { type: 'string', format: 'binary' } } });
    const documents = document.paths['/visaapplication/applicationSubmitStep6'].patch.requestBody!.content['multipart/form-data'].schema;
    expect(Object.keys(documents.properties as object).sort()).toEqual([...DOCUMENT_FIELDS].sort());
  });

  it('lists what a body cannot do without', () => {
    expect(document.components.schemas.Step1Dto.required).toEqual([...STEP1_REQUIRED_FIELDS]);
    expect(document.components.schemas.LookupDto.required).toEqual(['applicationId', 'dateOfBirth']);
    expect(document.components.schemas.ContactDto.required).toEqual(['name', 'email', 'phone', 'message']);
    expect(Object.keys(document.components.schemas.ContactDto.properties ?? {})).toContain('formToken');
  });
});
