import type { Migration } from '../migration';

/** Applications stored before records carried a schema version are of version 1 (the shape they have). */
export const applicationSchemaVersion: Migration = {
  id: '0001-application-schema-version',
  description: 'Applications carry their schema version (1 for every stored one)',
  async up(db) {
    await db.collection('applications').updateMany({ schemaVersion: { $exists: false } }, { $set: { schemaVersion: 1 } });
  },
};
