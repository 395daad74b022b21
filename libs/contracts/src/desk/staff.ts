/** Staff of the agency who use the desk (docs/architecture.md 10). Reviewers work applications; admins also manage staff, refunds and the audit trail. */
export const STAFF_ROLES = ['reviewer', 'admin'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Where an account stands: waiting for its owner to set a password and enrol a second factor, usable, or disabled by an admin. */
export const STAFF_ACCOUNT_STATES = ['pending', 'active', 'disabled'] as const;

export type StaffAccountState = (typeof STAFF_ACCOUNT_STATES)[number];

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
/** Six digits, what every authenticator app shows. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A member of staff as the desk shows them (never a hash or a secret). */
export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  state: StaffAccountState;
  createdAt: string;
};

/** What the desk learns of the signed-in member of staff; the CSRF token goes back in `X-CSRF-Token` on every change. */
export type StaffSessionInfo = {
  staff: StaffAccount;
  csrfToken: string;
};

/** The header every state-changing staff request carries. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';

/** The staff API's paths, under one prefix no applicant route uses. */
export const STAFF_API = {
  prefix: '/staff',
  setup: '/staff/auth/setup',
  setupTotp: '/staff/auth/setup/totp',
  signIn: '/staff/auth/sign-in',
  signOut: '/staff/auth/sign-out',
  session: '/staff/auth/session',
  accounts: '/staff/accounts',
  queue: '/staff/queue',
  accountsAudit: '/staff/audit',
} as const;

/** The path of one staff account's action: `/staff/accounts/<id>/disable` and so on. */
export const staffAccountPath = (id: string, action: 'disable' | 'enable' | 'reset') => `${STAFF_API.accounts}/${encodeURIComponent(id)}/${action}`;
/** Claiming or releasing an application in the queue. */
export const queueActionPath = (applicationId: string, action: 'claim' | 'release' | 'assign') => `${STAFF_API.queue}/${encodeURIComponent(applicationId)}/${action}`;

/** What setting a password answers: the authenticator to enrol (an `otpauth://` link and its secret). */
export type TotpEnrolment = { email: string; name: string; otpauthUri: string; secret: string };

/** A new or reset account with its one-time set-up link (`SITE_URL/agency/setup#<token>`). */
export type StaffWithSetupLink = { account: StaffAccount; setupLink: string };
