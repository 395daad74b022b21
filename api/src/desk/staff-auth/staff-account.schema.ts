import { Schema } from 'mongoose';
import { STAFF_ACCOUNT_STATES, STAFF_ROLES } from '@evisa/contracts';

export const STAFF_ACCOUNT_MODEL = 'StaffAccount';

/**
 * A member of the agency's staff. The password is kept only as an argon2id hash, the set-up link only as a
 * SHA-256 of its token; `totpSecret` is the enrolled authenticator's secret, `pendingTotpSecret` one being enrolled.
 * `lastTotpStep` refuses a code that was already used.
 */
export const StaffAccountSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    role: { type: String, enum: STAFF_ROLES, required: true },
    state: { type: String, enum: STAFF_ACCOUNT_STATES, required: true },
    passwordHash: String,
    totpSecret: String,
    pendingTotpSecret: String,
    lastTotpStep: Number,
    setupTokenHash: { type: String, index: true },
    setupExpiresAt: Date,
  },
  { timestamps: true, strict: true, versionKey: false, collection: 'staff_accounts' },
);

export type StoredStaffAccount = {
  _id: string;
  email: string;
  name: string;
  role: (typeof STAFF_ROLES)[number];
  state: (typeof STAFF_ACCOUNT_STATES)[number];
  passwordHash?: string;
  totpSecret?: string;
  pendingTotpSecret?: string;
  lastTotpStep?: number;
  setupTokenHash?: string;
  setupExpiresAt?: Date;
  createdAt: Date;
  updatedAt: Date;
};
