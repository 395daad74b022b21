export { freePort } from './free-port';
export {
  startTestDatabase,
  ferretDbBinary,
  launchOnFreePort,
  uniqueDatabaseName,
  withDatabase,
  type StartTestDatabaseOptions,
  type TestDatabase,
} from './database';
export { startRestartableDatabase, type RestartableDatabase } from './restartable-database';
