export { freePort } from './free-port';
export {
  startTestDatabase,
  ferretDbBinary,
  uniqueDatabaseName,
  withDatabase,
  type StartTestDatabaseOptions,
  type TestDatabase,
} from './database';
