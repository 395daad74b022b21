// The bare baseline: a minimal Node http server doing the database work of the two measured calls with the plain
// MongoDB driver (the version mongoose uses), against the same database and documents, with the same payloads.
// No framework, validation, access check, logging or security headers: the API's throughput is compared to it.
//
//   MONGODB_URI=mongodb://127.0.0.1:6937/evisa PORT=6930 node bench/api/baseline-server.mjs
import http from 'node:http';
import { MongoClient } from 'mongodb';

const client = new MongoClient(process.env.MONGODB_URI);
await client.connect();
/** @type {import('mongodb').Collection<any>} */
const applications = client.db().collection('applications');

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
}

const routes = {
  // The step save: the API's update (ApplicationsRepository.saveStep): one atomic update of the step's fields
  // by `_id`, filtered to an application that is not paid or blocked; when it matches nothing, a read tells a locked
  // application from an unknown one.
  'PATCH /visaapplication/applicationSubmitStep3': async (url, body) => {
    const id = url.searchParams.get('applicationId');
    const { matchedCount } = await applications.updateOne(
      { _id: id, status: { $nin: ['paid', 'blocked'] } },
      { $set: { ...body, updatedAt: new Date() }, $addToSet: { completedSteps: 'step3' } },
    );
    if (matchedCount) return [200, { status: 200, message: 'saved', data: { uniqueId: id } }];
    return (await applications.findOne({ _id: id }, { projection: { _id: 1 } })) ? [409, { status: 409, message: 'locked' }] : [404, { status: 404, message: 'not found' }];
  },
  // The lookup by number and date of birth: one read by _id.
  'POST /visaapplication/findApplication': async (_url, body) => {
    const found = await applications.findOne({ _id: String(body.applicationId) });
    if (!found || found.dateOfBirth !== body.dateOfBirth) return [404, { status: 404, message: 'not found' }];
    const { _id, applicationType, portOfArrival, status, completedSteps } = found;
    return [200, { status: 200, message: 'found', data: { uniqueId: _id, applicationType, portOfArrival, status, completedSteps } }];
  },
};

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://baseline');
  const route = routes[`${req.method} ${url.pathname}`];
  if (url.pathname === '/health') return send(res, 200, { status: 'ok' });
  if (!route) return send(res, 404, { status: 404, message: 'no such route' });
  try {
    const [status, body] = await route(url, await readJson(req));
    send(res, status, body);
  } catch (error) {
    send(res, 500, { status: 500, message: error.message });
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');

const shutdown = () => server.close(() => client.close().finally(() => process.exit(0)));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
