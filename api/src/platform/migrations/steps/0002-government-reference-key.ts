import { governmentReferenceKey } from '@evisa/contracts';
import type { Migration } from '../migration';

/**
 * Submitted reviews get the key of their government reference, which the reviews' unique index holds. Where
 * earlier data recorded one reference twice, the first submission keeps it and the later ones get no key (the
 * index leaves them out), so the index can be built; the desk names the first when the reference is used again.
 */
export const governmentReferenceKeys: Migration = {
  id: '0002-government-reference-key',
  description: 'Submitted reviews carry their government reference key (unique; the first submission keeps a reference used twice)',
  async up(db) {
    const reviews = db.collection<{ _id: string; submission?: { governmentReference?: string; referenceKey?: string } | null }>('reviews');
    const held = new Set<string>();
    const submitted = reviews.find({ 'submission.governmentReference': { $type: 'string' } }, { projection: { submission: 1 } }).sort({ 'submission.at': 1, _id: 1 });
    for await (const review of submitted) {
      const key = governmentReferenceKey(review.submission!.governmentReference!);
      if (review.submission!.referenceKey !== undefined) {
        held.add(review.submission!.referenceKey);
        continue;
      }
      if (held.has(key)) continue;
      held.add(key);
      await reviews.updateOne({ _id: review._id }, { $set: { 'submission.referenceKey': key } });
    }
  },
};
