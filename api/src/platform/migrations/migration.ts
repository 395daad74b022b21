import type { Db } from 'mongodb';

/**
 * One change of the stored records, applied once per database by `npm run migrate` (docs/operations.md, "Upgrading").
 * `up` must leave a database it already changed as it is (it runs again if the runner died before recording it).
 */
export interface Migration {
  /** Sortable and unique: `NNNN-what-it-does`; the order migrations run in. */
  id: string;
  description: string;
  up(db: Db): Promise<void>;
}
