// Issue 8 point 8: generated hostile requests against every endpoint of the OpenAPI document. Whatever arrives,
// the API answers with its envelope and never a 5xx, and nothing malformed reaches the database.
import fc from 'fast-check';
import { getModelToken } from '@nestjs/mongoose';
import { MongoClient } from 'mongodb';
import type { Model } from 'mongoose';
import { APPLICATION_MODEL } from '../../applicant/applications/application.schema';
import { MAX_STRING_LENGTH } from '../common/unsafe-input';
import { UPLOADS_BUCKET } from '../database/uploads-bucket';
import { applicationThrough, STEP1, STEP2, STEP3, STEP4, STEP5 } from '../../applicant/steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { hostileForm, hostileJsonBody, hostileQuery, mutatedJsonBody } from './hostile-arbitraries';
import { label, readOperations, type Operation } from './openapi-operations';
import { startSecurityApp, type SecurityApp } from './security-app';

const RUNS_PER_ENDPOINT = Number(process.env.HOSTILE_RUNS ?? 30);
const TIMESTAMPS = new Set(['_id', 'createdAt', 'updatedAt']);

/** Valid bodies that the generators start from for half of the requests (an endpoint not listed: none). */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /visaapplication/newApplication': STEP1,
  'POST /visaapplication/findApplication': { applicationId: 'OWN', dateOfBirth: STEP1.dateOfBirth },
  'PATCH /visaapplication/applicationSubmitStep1': STEP1,
  'PATCH /visaapplication/applicationSubmitStep2': STEP2,
  'PATCH /visaapplication/applicationSubmitStep3': STEP3,
  'PATCH /visaapplication/applicationSubmitStep4': STEP4,
  'PATCH /visaapplication/applicationSubmitStep5': STEP5,
  'PATCH /visaapplication/applicationSubmitStep7': { arrested: 'No', deported: 'No', trafficking: 'No', cyberCrime: 'No', terrorismSupport: 'No', asylum: 'No', declaration: true },
  'POST /payments/create-paypal-order': { agreeTerms: true },
};

describe('hostile requests against every endpoint (property-based, HTTP, real database)', () => {
  let app: SecurityApp;
  let operations: Operation[];
  let owner: ApiSession;
  let ownId: string;

  beforeAll(async () => {
    app = await startSecurityApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    operations = await readOperations(app.url);
    owner = new ApiSession(app.url);
    ownId = await applicationThrough(owner, 5);
  });
  afterAll(() => app?.close());

  /** Sends one generated request as the owner (so it passes the access check and reaches the code behind it). */
  async function send(operation: Operation, query: string, body: string | FormData | undefined) {
    const path = operation.path.replace(/\{[^}]+\}/g, (param) => (param === '{id}' ? ownId : encodeURIComponent(`${'a'.repeat(32)}.jpg`)));
    const url = `${path}${operation.applicationParam?.in === 'query' || operation.queryParams.length ? `?${query}` : ''}`;
    const headers: Record<string, string> = typeof body === 'string' ? { 'Content-Type': 'application/json' } : {};
    const response = await fetch(`${app.url}${url}`, {
      method: operation.method,
      headers: { ...headers, Cookie: (await ownerCookie()) ?? '' },
      body: operation.method === 'GET' ? undefined : body,
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text };
  }

  let cookie: string | undefined;
  async function ownerCookie() {
    if (!cookie) {
      const answer = await fetch(`${app.url}/visaapplication/findApplication`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ applicationId: ownId, dateOfBirth: (await owner.get(`/visaapplication/application?applicationId=${ownId}`)).body.data.dateOfBirth }),
      });
      cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    }
    return cookie;
  }

  it('never answers 5xx, and every error is the envelope', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const multipart = operation.contentTypes.includes('multipart/form-data') || (operation.method === 'PATCH' && operation.contentTypes.length === 0);
      const valid = VALID_BODIES[label(operation)];
      const json = valid
        ? fc.oneof(hostileJsonBody(operation.bodyFields), mutatedJsonBody(JSON.parse(JSON.stringify(valid).replace('"OWN"', JSON.stringify(ownId))), operation.bodyFields))
        : hostileJsonBody(operation.bodyFields);
      const body: fc.Arbitrary<string | FormData | undefined> = operation.method === 'GET' ? fc.constant(undefined) : multipart ? fc.oneof(json, hostileForm(operation.bodyFields)) : json;
      await fc.assert(
        fc.asyncProperty(hostileQuery(ownId), body, async (query, payload) => {
          const answer = await send(operation, query, payload);
          const ok = answer.status >= 200 && answer.status < 500;
          const envelope = !answer.type.includes('json') || JSON.parse(answer.text).status === answer.status;
          if (!ok || !envelope) failures.push(`${label(operation)} ?${query.slice(0, 80)} -> ${answer.status} ${answer.text.slice(0, 200)}`);
          return ok && envelope;
        }),
        { numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      ).catch((error: Error) => failures.push(`${label(operation)}: ${error.message.split('\n').slice(0, 6).join(' | ')}`));
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 300_000);

  it('stored nothing malformed: every field of every application is of its schema type and size', async () => {
    const model = app.nest.get<Model<unknown>>(getModelToken(APPLICATION_MODEL));
    const paths = model.schema.paths;
    const client = await MongoClient.connect(app.config.MONGODB_URI);
    const problems: string[] = [];
    try {
      const db = client.db();
      const applications = await db.collection<Record<string, unknown>>('applications').find({}).toArray();
      expect(applications.length).toBeGreaterThan(0);
      const ids = new Set(applications.map((doc) => doc._id));
      for (const doc of applications) {
        for (const [key, value] of Object.entries(doc)) {
          const where = `${doc._id}.${key}`;
          if (key.startsWith('$') || key.includes('.')) problems.push(`${where}: operator or dotted key`);
          if (TIMESTAMPS.has(key) || value === null || value === undefined) continue;
          const type = paths[key]?.instance;
          if (!type) problems.push(`${where}: not in the schema`);
          else if (type === 'String' && (typeof value !== 'string' || value.length > MAX_STRING_LENGTH)) problems.push(`${where}: ${typeof value} as ${type}`);
          else if (type === 'Boolean' && typeof value !== 'boolean') problems.push(`${where}: ${typeof value} as ${type}`);
          else if (type === 'Number' && typeof value !== 'number') problems.push(`${where}: ${typeof value} as ${type}`);
          else if (type === 'Array' && !Array.isArray(value)) problems.push(`${where}: ${typeof value} as ${type}`);
          else if (type === 'Mixed' && JSON.stringify(value).match(/"\$/)) problems.push(`${where}: operator inside`);
        }
        for (const entry of (doc.saarcDetails as unknown[] | undefined) ?? []) {
          const { country, year, visits } = entry as Record<string, unknown>;
          if (typeof country !== 'string' || typeof year !== 'number' || typeof visits !== 'number') problems.push(`${doc._id}.saarcDetails: ${JSON.stringify(entry)}`);
        }
      }
      for (const file of await db.collection<Record<string, any>>(`${UPLOADS_BUCKET}.files`).find({}).toArray()) { // eslint-disable-line @typescript-eslint/no-explicit-any
        if (!ids.has(file.metadata?.applicationId)) problems.push(`file ${file._id}: no owner`);
        if (!['image/jpeg', 'image/png'].includes(file.metadata?.contentType)) problems.push(`file ${file._id}: type ${file.metadata?.contentType}`);
        if (!/^[0-9a-f]{32}\.(jpg|png)$/.test(String(file._id))) problems.push(`file ${file._id}: name`);
      }
    } finally {
      await client.close();
    }
    expect(problems).toEqual([]);
  });
});
