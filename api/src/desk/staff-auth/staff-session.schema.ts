import { Schema } from 'mongoose';

export const STAFF_SESSION_MODEL = 'StaffSession';

/**
 * A signed-in desk session. `_id` is the SHA-256 of the cookie's random token, so the database never holds a
 * usable cookie; `csrfToken` must come back in X-CSRF-Token on every state-changing request.
 */
export const StaffSessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    staffId: { type: String, required: true, index: true },
    csrfToken: { type: String, required: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
  },
  { strict: true, versionKey: false, collection: 'staff_sessions' },
);

export type StoredStaffSession = { _id: string; staffId: string; csrfToken: string; createdAt: Date; lastSeenAt: Date };
