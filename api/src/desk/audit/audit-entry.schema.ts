import { Schema } from 'mongoose';
import { AUDIT_ACTIONS, STAFF_ROLES } from '@evisa/contracts';

export const AUDIT_ENTRY_MODEL = 'AuditEntry';

const REFUSED = 'The audit trail is append-only: entries are never changed or deleted.';

/**
 * One staff action. The collection is only ever inserted into: every mongoose update, replace
 * and delete on it throws, and no route changes it.
 */
export const AuditEntrySchema = new Schema(
  {
    at: { type: Date, required: true },
    staff: { type: new Schema({ id: String, email: String, role: { type: String, enum: STAFF_ROLES } }, { _id: false }), default: null },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    applicationId: { type: String, default: null, index: true },
    changes: { type: Schema.Types.Mixed, default: {} },
    address: { type: String, required: true },
  },
  { strict: true, versionKey: false, collection: 'staff_audit', minimize: false },
);

for (const operation of ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'findOneAndReplace', 'deleteOne', 'deleteMany', 'findOneAndDelete'] as const) {
  AuditEntrySchema.pre(operation, () => {
    throw new Error(REFUSED);
  });
}
