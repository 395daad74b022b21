import type { Migration } from './migration';
import { applicationSchemaVersion } from './steps/0001-application-schema-version';
import { governmentReferenceKeys } from './steps/0002-government-reference-key';

/**
 * Every migration, in the order they run. A change of a stored field adds one here (a new file in steps/) and, if it
 * changes an application's shape, raises APPLICATION_SCHEMA_VERSION to the version its migration writes.
 */
export const MIGRATIONS: readonly Migration[] = [applicationSchemaVersion, governmentReferenceKeys];

/** The shape of a new application; a migration brings every stored one to it. */
export const APPLICATION_SCHEMA_VERSION = 1;
