// The final check: every application the API acknowledged is stored, complete and exactly as sent.
import { MongoClient } from 'mongodb';

/** The stored form of a sent value: text trimmed, the form's 'true'/'false' as booleans. */
function storedForm(value) {
  if (value === 'true' || value === 'false') return value === 'true';
  return typeof value === 'string' ? value.trim() : value;
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Returns the list of problems (empty when every acknowledged save is stored intact). */
export async function verifyStored(mongoUri, applicants) {
  const client = await MongoClient.connect(mongoUri);
  const problems = [];
  try {
    const db = client.db();
    for (const a of applicants.filter((applicant) => applicant.id)) {
      const doc = await db.collection('applications').findOne({ _id: a.id });
      if (!doc) {
        problems.push(`${a.id}: acknowledged but not stored`);
        continue;
      }
      for (const [field, value] of Object.entries(a.acknowledged)) {
        if (field === 'confirmEmail' && doc[field] === undefined) continue;
        // An empty answer (no items, blank optional text) may be stored as no field at all.
        const empty = (Array.isArray(value) && value.length === 0) || value === '';
        if (!same(doc[field], storedForm(value)) && !(empty && doc[field] === undefined)) {
          problems.push(`${a.id}.${field}: sent ${JSON.stringify(value)}, stored ${JSON.stringify(doc[field])}`);
        }
      }
      for (const field of Object.keys(a.files)) {
        const file = typeof doc[field] === 'string' ? await db.collection(/** @type {string} */ ('uploads.files')).findOne(/** @type {any} */ ({ _id: doc[field] })) : null;
        if (!file || file.metadata?.applicationId !== a.id) problems.push(`${a.id}.${field}: file missing`);
      }
      if (a.paid && doc.status !== 'paid') problems.push(`${a.id}: payment acknowledged, status ${doc.status}`);
    }
  } finally {
    await client.close();
  }
  return problems;
}
