export { freePort } from './free-port';
export {
  startTestDatabase,
  ferretDbArgs,
  ferretDbBinary,
  uniqueDatabaseName,
  withDatabase,
  type StartTestDatabaseOptions,
  type TestDatabase,
} from './database';
