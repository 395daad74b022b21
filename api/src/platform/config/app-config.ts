import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { plainToInstance, Transform } from 'class-transformer';
import { CONTACT_MIN_FILL_MS, isPlaceholderEmail } from '@evisa/contracts';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';

const list = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter(Boolean) : value;

/**
 * Every environment variable the API reads, validated once at start-up: a bad or missing value stops the
 * process with a message naming the variable. Nothing else reads process.env.
 */
export class AppConfig {
  @IsOptional() @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  /** The address the API listens on: loopback for a local run, 0.0.0.0 in a container or behind a proxy elsewhere. */
  @IsString() @MinLength(1)
  HOST = '127.0.0.1';

  /** Names this API process in logs, metrics and the scheduled jobs' leases (default: host name and process id). */
  @IsString() @MinLength(1)
  INSTANCE_ID = `${hostname()}-${process.pid}`;

  /** Port of the Prometheus metrics (`GET /metrics`), apart from the API's so the site never exposes it; 0 = off. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(65535)
  METRICS_PORT = 0;

  @IsString() @MinLength(1)
  METRICS_HOST = '127.0.0.1';

  /** On SIGTERM, how long readiness answers 503 while the instance still serves, before it stops taking requests. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(120000)
  SHUTDOWN_DELAY_MS = 5000;

  @IsString() @MinLength(1)
  MONGODB_URI = 'mongodb://127.0.0.1:27017/evisa';

  /** The site's own origins (comma separated): the only ones CORS lets in. */
  @Transform(list) @IsUrl({ require_tld: false }, { each: true })
  CORS_ORIGINS: string[] = ['http://localhost:4200', 'http://127.0.0.1:4200'];

  /** The public URL of the site, used in e-mails and payment return links. */
  @IsUrl({ require_tld: false })
  SITE_URL = 'http://localhost:4200';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Serve the OpenAPI description (/openapi.json) and its UI (/openapi). Off under NODE_ENV=production unless set. */
  @Transform(({ value }) => value === true || value === 'true') @IsBoolean()
  OPENAPI_ENABLED = true;

  /**
   * Signs the access cookie. Every API instance behind one load balancer needs the same value; without it a
   * random one is made at start-up (fine for one local instance, refused in production).
   */
  @IsString() @MinLength(32)
  ACCESS_SECRET = randomBytes(32).toString('base64url');

  /**
   * Secrets that signed access cookies before ACCESS_SECRET (comma separated, usually one): their cookies are
   * still accepted, and re-signed with ACCESS_SECRET at the next grant. For rotating the secret without logging
   * everyone out; remove once ACCESS_COOKIE_DAYS have passed.
   */
  @Transform(list) @IsString({ each: true }) @MinLength(32, { each: true })
  ACCESS_SECRET_PREVIOUS: string[] = [];

  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(365)
  ACCESS_COOKIE_DAYS = 30;

  // Protection against abuse (issue 8). The counters are in the database, shared by every API instance
  // (common/LimitStore).
  /** Express "trust proxy": which proxies' X-Forwarded-For is believed for the client's IP (rate limits key on it). */
  @IsString() @MinLength(1)
  TRUST_PROXY = 'loopback';

  /** Off only for load tests; under NODE_ENV=test it is off unless set, so functional tests never trip it. */
  @Transform(({ value }) => value === true || value === 'true') @IsBoolean()
  RATE_LIMIT_ENABLED = true;

  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(3600)
  RATE_LIMIT_WINDOW_SECONDS = 60;

  /** Requests that change data (POST, PATCH, PUT, DELETE) per client IP per window, all endpoints together. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  RATE_LIMIT_WRITES = 120;

  /** GET requests per client IP per window. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  RATE_LIMIT_READS = 600;

  /** Creating an application and looking one up by number, per client IP per sensitive window, each. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  RATE_LIMIT_SENSITIVE = 60;

  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(86400)
  RATE_LIMIT_SENSITIVE_WINDOW_SECONDS = 600;

  /** Failed lookups (wrong number or date of birth, access refused) per application id and client IP per failure window. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  LOOKUP_FAILURES_PER_ID = 5;

  /** Failed lookups per client IP per failure window, whatever the ids. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  LOOKUP_FAILURES_PER_IP = 20;

  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(1440)
  LOOKUP_FAILURE_WINDOW_MINUTES = 15;

  // Retention (issue 8): an hourly job deletes what is kept no longer.
  /** Unpaid applications (draft, awaiting payment, blocked) and their files, days after their last change. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(3650)
  RETENTION_DRAFT_DAYS = 30;

  /** Paid applications and their files: days kept after the validity of the visa applied for, counted from payment. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(3650)
  RETENTION_PAID_DAYS = 365;

  /** Copies of e-mails already sent (the outbox), days after sending. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(3650)
  RETENTION_SENT_EMAIL_DAYS = 30;

  /** Messages of the contact form, days after they were received. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(3650)
  RETENTION_CONTACT_DAYS = 365;

  // The agency desk (issue 25): staff sign-in with password and authenticator code, sessions, set-up links.
  /** A staff session ends after this many minutes without a request. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(1440)
  STAFF_SESSION_IDLE_MINUTES = 30;

  /** A staff session ends this many hours after sign-in, however active. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(168)
  STAFF_SESSION_MAX_HOURS = 12;

  /** How long a staff set-up link (new account or reset) can be used. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(720)
  STAFF_SETUP_LINK_HOURS = 72;

  /** Failed staff sign-ins per e-mail address per failure window (always counted, whatever RATE_LIMIT_ENABLED says). */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT = 5;

  /** Failed staff sign-ins per client IP per failure window, whatever the addresses. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  STAFF_SIGN_IN_FAILURES_PER_IP = 20;

  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(1440)
  STAFF_SIGN_IN_FAILURE_WINDOW_MINUTES = 15;

  /**
   * Signs the links of the e-mails that ask an applicant for corrections (at least 32 characters, the same on every
   * API instance). Empty: derived from ACCESS_SECRET under its own purpose, so production (which requires
   * ACCESS_SECRET) never signs them with a per-start random key.
   */
  @ValidateIf((config: AppConfig) => config.CORRECTION_LINK_SECRET !== '') @IsString() @MinLength(32)
  CORRECTION_LINK_SECRET = '';

  /** How many days a correction link works. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(60)
  CORRECTION_LINK_DAYS = 14;

  /** Write logs to this file instead of standard output (empty: standard output). */
  @IsString()
  LOG_FILE = '';

  // Payments (issues 6, 23). Fail closed: the local PayPal sandbox is served only when PAYMENT_SANDBOX=on (which
  // `npm start` and the tests set), never in production; its test hooks need PAYMENT_SANDBOX_TEST_HOOKS=on too.
  @IsString()
  PAYPAL_CLIENT_ID = '';

  @IsString()
  PAYPAL_CLIENT_SECRET = '';

  /**
   * PayPal's REST host, e.g. https://api-m.sandbox.paypal.com. Required with credentials, except in production
   * where it defaults to PayPal's live API; without credentials the API talks to its own sandbox (when on).
   */
  @ValidateIf((config: AppConfig) => config.PAYPAL_BASE_URL !== '') @IsUrl({ require_tld: false, require_protocol: true })
  PAYPAL_BASE_URL = '';

  /** `on`: serve the local PayPal stand-in under /sandbox/paypal (development and tests only). */
  @IsIn(['on', 'off'])
  PAYMENT_SANDBOX: 'on' | 'off' = 'off';

  /** `on`: the sandbox's test hooks (a tampered or slow capture) answer too; only the test runner sets it. */
  @IsIn(['on', 'off'])
  PAYMENT_SANDBOX_TEST_HOOKS: 'on' | 'off' = 'off';

  /** How long a PayPal call may take before the applicant is told the provider did not answer. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(100) @Max(120000)
  PAYPAL_TIMEOUT_MS = 20000;

  // E-mail (issue 6): every mail goes through the outbox and is retried until the SMTP server takes it.
  @IsString() @MinLength(1)
  SMTP_HOST = '127.0.0.1';

  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(65535)
  SMTP_PORT = 1025;

  @Transform(({ value }) => value === true || value === 'true') @IsBoolean()
  SMTP_SECURE = false;

  @IsString()
  SMTP_USER = '';

  @IsString()
  SMTP_PASS = '';

  @IsString() @MinLength(3)
  MAIL_FROM = 'India e-Visa Services <no-reply@evisa.localhost>';

  /** The agency's mailbox: contact-form messages are forwarded to it (issue 11). */
  @IsEmail({ require_tld: false })
  AGENCY_EMAIL = 'support@evisa.localhost';

  /** How often the outbox job looks for mail that is due (again). */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(50) @Max(3600000)
  MAIL_OUTBOX_INTERVAL_MS = 15000;

  /** First retry delay after a failed send; it doubles per attempt up to MAIL_RETRY_MAX_MS. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(10) @Max(3600000)
  MAIL_RETRY_BASE_MS = 30000;

  @Transform(({ value }) => Number(value)) @IsInt() @Min(10) @Max(86400000)
  MAIL_RETRY_MAX_MS = 3600000;

  /**
   * The contact form's bot check: a message sent sooner than this after its form token was issued is refused (a
   * bot's speed). The token endpoint tells the form how long to wait; tests and the end-to-end stack set it lower
   * instead of waiting.
   */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(60000)
  CONTACT_MIN_FILL_MS = CONTACT_MIN_FILL_MS;

  // E-mails before payment (issue 26): the number after step 1, and one reminder of an unpaid application.
  /** Mails about new applications per e-mail address per DRAFT_EMAIL_WINDOW_HOURS (always counted). */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  DRAFT_EMAILS_PER_ADDRESS = 3;

  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(168)
  DRAFT_EMAIL_WINDOW_HOURS = 24;

  /** An unpaid application is reminded once, this many days after its last change (0: never). */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(365)
  DRAFT_REMINDER_DAYS = 3;

  /** How often the reminder job looks for unpaid applications to remind. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(50) @Max(86400000)
  DRAFT_REMINDER_INTERVAL_MS = 3600000;
}

/** Variables whose local defaults are wrong anywhere but on a developer's machine: production must set them. */
const REQUIRED_IN_PRODUCTION: Partial<Record<keyof AppConfig, string>> = {
  MONGODB_URI: 'the local default is a FerretDB on this machine',
  SITE_URL: 'e-mail links and payment return addresses are built from it',
  CORS_ORIGINS: "only the site's own origins may call the API",
  ACCESS_SECRET: 'the same value on every API instance',
  PAYPAL_CLIENT_ID: 'the PayPal sandbox is never served there',
  PAYPAL_CLIENT_SECRET: 'the PayPal sandbox is never served there',
  SMTP_HOST: 'the local default is the mail sink',
  MAIL_FROM: 'the sender applicants see',
  AGENCY_EMAIL: 'where contact messages are forwarded',
};

/** PayPal's live REST host: PAYPAL_BASE_URL's default in production (and only there). */
export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';

/** What is wrong with the payment settings, in words for the operator; undefined when nothing is. */
function paymentConfigProblem(config: AppConfig): string | undefined {
  const production = config.NODE_ENV === 'production';
  const credentials = [config.PAYPAL_CLIENT_ID, config.PAYPAL_CLIENT_SECRET].filter(Boolean).length;
  if (production && config.PAYMENT_SANDBOX === 'on') return 'PAYMENT_SANDBOX=on is refused in production (the PayPal sandbox takes no money)';
  if (credentials === 1) return 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together: set both or neither';
  if (credentials === 2 && !production && !config.PAYPAL_BASE_URL) {
    return 'PAYPAL_BASE_URL is required with PayPal credentials outside production (e.g. https://api-m.sandbox.paypal.com)';
  }
  if (config.PAYMENT_SANDBOX_TEST_HOOKS === 'on' && config.PAYMENT_SANDBOX !== 'on') return 'PAYMENT_SANDBOX_TEST_HOOKS=on needs PAYMENT_SANDBOX=on';
  return undefined;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([key, value]) => value !== undefined && key in new AppConfig()));
  const config = plainToInstance(AppConfig, defined, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (config.NODE_ENV === 'test' && defined.RATE_LIMIT_ENABLED === undefined) config.RATE_LIMIT_ENABLED = false;
  if (config.NODE_ENV === 'production' && defined.OPENAPI_ENABLED === undefined) config.OPENAPI_ENABLED = false;
  if (config.NODE_ENV === 'production') {
    const missing = Object.entries(REQUIRED_IN_PRODUCTION).filter(([name]) => !defined[name]);
    if (missing.length > 0) {
      throw new Error(`Invalid configuration:\n${missing.map(([name, why]) => `  ${name} is required in production (${why})`).join('\n')}`);
    }
  }
  if (config.NODE_ENV === 'production') assertRealMailAddresses(config);
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}=${JSON.stringify(e.value)}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const paymentProblem = paymentConfigProblem(config);
  if (paymentProblem) throw new Error(`Invalid configuration:\n  ${paymentProblem}`);
  if (config.PAYPAL_CLIENT_ID && !config.PAYPAL_BASE_URL) config.PAYPAL_BASE_URL = PAYPAL_LIVE_API;
  return config;
}

/** Production mail must come from and go to the agency's real mailboxes, never the local or example defaults. */
function assertRealMailAddresses(config: AppConfig): void {
  const sender = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  const bad = [
    ...(isPlaceholderEmail(config.AGENCY_EMAIL) ? [`AGENCY_EMAIL=${JSON.stringify(config.AGENCY_EMAIL)}`] : []),
    ...(isPlaceholderEmail(sender) ? [`MAIL_FROM=${JSON.stringify(config.MAIL_FROM)}`] : []),
  ];
  if (bad.length > 0) {
    throw new Error(`Invalid configuration:\n  ${bad.join('\n  ')}: the agency's real address is required in production (not a placeholder domain)`);
  }
}
