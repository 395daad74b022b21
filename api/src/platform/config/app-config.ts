import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { plainToInstance, Transform } from 'class-transformer';
import { CONTACT_MIN_FILL_MS, isPlaceholderEmail } from '@evisa/contracts';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, IsTimeZone, IsUrl, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';

import { MIN_SECRET_BITS, secretBits } from './secret-strength';
const list = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter(Boolean) : value;

/**
 * Every environment variable the API reads, validated once at start-up: a bad or missing value stops the
 * process with a message naming the variable. Nothing else reads process.env.
 */
export class AppConfig {
  /**
   * `production` turns the API description off and requires the variables of REQUIRED_IN_PRODUCTION below (the
   * API refuses to start and names each one missing).
   */
  @IsOptional() @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /** The API's port. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  /** The address the API listens on: loopback for a local run, 0.0.0.0 in a container or behind a proxy elsewhere. */
  @IsString() @MinLength(1)
  HOST = '127.0.0.1';

  /**
   * Names this API process in logs, metrics and the scheduled jobs' leases.
   * @defaultValue host name and process id
   */
  @IsString() @MinLength(1)
  INSTANCE_ID = `${hostname()}-${process.pid}`;

  /** Port of the Prometheus metrics (`GET /metrics`), apart from the API's so the site never exposes it; 0 = off. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(65535)
  METRICS_PORT = 0;

  /** The address the metrics port listens on. */
  @IsString() @MinLength(1)
  METRICS_HOST = '127.0.0.1';

  /** On SIGTERM, how long readiness answers 503 while the instance still serves, before it stops taking requests. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(120000)
  SHUTDOWN_DELAY_MS = 5000;

  /**
   * Uploads (photographs, documents) decoded, re-encoded and stored at once by this process; the others wait for a
   * slot with their body on disk. Each one processed holds its decoded image, so one at a time keeps a burst of
   * uploads from growing the process's memory (docs/performance.md, "Uploads").
   */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  UPLOAD_PROCESSING_SLOTS = 1;

  /** The database; unless it is set, `npm start` and the tests start a local FerretDB at this address. */
  @IsString() @MinLength(1)
  MONGODB_URI = 'mongodb://127.0.0.1:27017/evisa';

  /** The site's own origins (comma separated): the only ones CORS lets in. */
  @Transform(list) @IsUrl({ require_tld: false }, { each: true })
  CORS_ORIGINS: string[] = ['http://localhost:4200', 'http://127.0.0.1:4200'];

  /** The public URL of the site, used in e-mails and payment return links. */
  @IsUrl({ require_tld: false })
  SITE_URL = 'http://localhost:4200';

  /** pino's log level. */
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * Apply pending migrations (and create indexes) at start. Off under NODE_ENV=production unless set: there a
   * deployment runs `npm run migrate` (migrate.js) before the new version starts, which refuses to start while
   * any migration is pending.
   * @defaultValue `true`, but `false` under `NODE_ENV=production`
   */
  @Transform(({ value }) => value === true || value === 'true') @IsBoolean()
  MIGRATE_AT_START = true;

  /**
   * Serve the OpenAPI description (/openapi.json) and its UI (/openapi). Off under NODE_ENV=production unless set.
   * @defaultValue `true`, but `false` under `NODE_ENV=production`
   */
  @Transform(({ value }) => value === true || value === 'true') @IsBoolean()
  OPENAPI_ENABLED = true;

  /**
   * Signs the access cookie. Every API instance behind one load balancer needs the same value; without it a
   * random one is made at start-up (fine for one local instance, refused in production).
   * @defaultValue random per start
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

  /** Lifetime of the access cookie, checked by the server against the issue time the cookie carries. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(365)
  ACCESS_COOKIE_DAYS = 30;

  // Protection against abuse (issue 8). The counters are in the database, shared by every API instance
  // (common/LimitStore).
  /** Express "trust proxy": which proxies' X-Forwarded-For is believed for the client's IP (rate limits key on it). */
  @IsString() @MinLength(1)
  TRUST_PROXY = 'loopback';

  /**
   * Off only for load tests; under NODE_ENV=test it is off unless set, so functional tests never trip it.
   * @defaultValue `true`, but `false` under `NODE_ENV=test`
   */
  @Transform(({ value }) => value === true || value === 'true') @IsBoolean()
  RATE_LIMIT_ENABLED = true;

  /** The window of RATE_LIMIT_WRITES and RATE_LIMIT_READS. */
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

  /** The window of RATE_LIMIT_SENSITIVE. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(86400)
  RATE_LIMIT_SENSITIVE_WINDOW_SECONDS = 600;

  /** Failed lookups (wrong number or date of birth, access refused) per application id and client IP per failure window. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  LOOKUP_FAILURES_PER_ID = 5;

  /** Failed lookups per client IP per failure window, whatever the ids. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  LOOKUP_FAILURES_PER_IP = 20;

  /** The failure window of LOOKUP_FAILURES_PER_ID and LOOKUP_FAILURES_PER_IP. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(1440)
  LOOKUP_FAILURE_WINDOW_MINUTES = 15;

  /**
   * Failed lookups of one application number from all clients together per LOOKUP_APPLICATION_WINDOW_MINUTES:
   * no number of addresses buys more guesses at its date of birth. The owner is never locked out by it: the
   * resume link the service e-mails opens the application without the date of birth.
   */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  LOOKUP_FAILURES_PER_APPLICATION = 10;

  /** The window of LOOKUP_FAILURES_PER_APPLICATION. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(1440)
  LOOKUP_APPLICATION_WINDOW_MINUTES = 60;

  /** Days a resume link (in the e-mails about an application, or asked for on the resume page) opens it. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(60)
  RESUME_LINK_DAYS = 7;

  /** Resume links e-mailed on request per application per DRAFT_EMAIL_WINDOW_HOURS (beyond it the request is answered the same, and nothing is sent). */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  RESUME_LINKS_PER_APPLICATION = 3;

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

  // The agency desk: staff sign-in with password and authenticator code, sessions, set-up links.
  /** A staff session ends after this many minutes without a request. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(1440)
  STAFF_SESSION_IDLE_MINUTES = 30;

  /** A staff session ends this many hours after sign-in, however active. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(168)
  STAFF_SESSION_MAX_HOURS = 12;

  /** How long a staff set-up link (new account or reset) can be used. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(720)
  STAFF_SETUP_LINK_HOURS = 72;

  /**
   * Failed staff sign-ins per account from browsers it never signed in on, per failure window, before each further
   * failure doubles the wait for the next attempt (always counted, whatever RATE_LIMIT_ENABLED says).
   */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT = 5;

  /** Failed staff sign-ins per client IP per failure window, whatever the accounts, before waits begin. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  STAFF_SIGN_IN_FAILURES_PER_IP = 20;

  /** The failure window of the staff sign-in limits. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(1440)
  STAFF_SIGN_IN_FAILURE_WINDOW_MINUTES = 15;

  /** The longest a staff sign-in waits after repeated failures (the doubling wait stops growing there). */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(1440)
  STAFF_SIGN_IN_MAX_DELAY_MINUTES = 15;

  /**
   * Signs the links of the e-mails that ask an applicant for corrections (at least 32 characters, the same on every
   * API instance). Empty: derived from ACCESS_SECRET under its own purpose, so production (which requires
   * ACCESS_SECRET) never signs them with a per-start random key.
   */
  @ValidateIf((config: AppConfig) => config.CORRECTION_LINK_SECRET !== '') @IsString() @MinLength(32)
  CORRECTION_LINK_SECRET = '';

  /** The agency's time zone (IANA name): the calendar days the desk's reports count in. */
  @IsTimeZone()
  AGENCY_TIME_ZONE = 'UTC';

  /** How many days a correction link works. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(60)
  CORRECTION_LINK_DAYS = 14;

  /** Write logs to this file instead of standard output (empty: standard output). */
  @IsString()
  LOG_FILE = '';

  // Payments (issues 6, 23). `npm start` and the tests point these at the local sandbox (tools/paypal-sandbox).
  /** PayPal credentials, with PAYPAL_CLIENT_SECRET (both or neither); without them payments answer 502. */
  @IsString()
  PAYPAL_CLIENT_ID = '';

  /** The secret that goes with PAYPAL_CLIENT_ID. */
  @IsString()
  PAYPAL_CLIENT_SECRET = '';

  /**
   * PayPal's REST host, e.g. https://api-m.sandbox.paypal.com or the local sandbox's base URL. Required with
   * credentials, except in production where it defaults to PayPal's live API.
   */
  @ValidateIf((config: AppConfig) => config.PAYPAL_BASE_URL !== '') @IsUrl({ require_tld: false, require_protocol: true })
  PAYPAL_BASE_URL = '';

  /** How long a PayPal call may take before the applicant is told the provider did not answer. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(100) @Max(120000)
  PAYPAL_TIMEOUT_MS = 20000;

  /**
   * The id PayPal gave the webhook that points at POST /payments/paypal-webhook; every event is verified with
   * PayPal against it. Empty: webhooks are refused (the reconciliation job still settles every order).
   */
  @IsString()
  PAYPAL_WEBHOOK_ID = '';

  /** How often the reconciliation job asks PayPal about orders neither captured nor voided. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(50) @Max(86400000)
  PAYMENT_RECONCILE_INTERVAL_MS = 60000;

  /** The job leaves an order this young to the applicant's browser, which captures it on return from PayPal. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(86400000)
  PAYMENT_RECONCILE_AFTER_MS = 300000;

  // E-mail (issue 6): every mail goes through the outbox and is retried until the SMTP server takes it.
  /** The SMTP server the API sends through (under `npm start`, the local mail sink). */
  @IsString() @MinLength(1)
  SMTP_HOST = '127.0.0.1';

  /** The SMTP server's port (under `npm start`, the local mail sink listens on it). */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(65535)
  SMTP_PORT = 1025;

  /** `true`: TLS from the start of the SMTP connection. */
  @Transform(({ value }) => value === true || value === 'true') @IsBoolean()
  SMTP_SECURE = false;

  /** SMTP user name, if the server asks for one. */
  @IsString()
  SMTP_USER = '';

  /** SMTP password, with SMTP_USER. */
  @IsString()
  SMTP_PASS = '';

  /** The sender of the e-mails applicants receive. */
  @IsString() @MinLength(3)
  MAIL_FROM = 'India e-Visa Services <no-reply@evisa.localhost>';

  /** The agency's mailbox: contact-form messages are forwarded to it. */
  @IsEmail({ require_tld: false })
  AGENCY_EMAIL = 'support@evisa.localhost';

  /**
   * The agency's legal name, as registered: with its postal address and registration number, the footer of every
   * e-mail states who provides the service (the site states them from its own configuration).
   */
  @IsString() @MinLength(1)
  AGENCY_LEGAL_NAME = 'India e-Visa Services Ltd (example)';

  /** The agency's postal address, on one line (the e-mails' footer). */
  @IsString() @MinLength(1)
  AGENCY_POSTAL_ADDRESS = '1 Example Street, Wilmington, DE 19801, United States';

  /** The agency's company registration number (the e-mails' footer). */
  @IsString() @MinLength(1)
  AGENCY_REGISTRATION_NUMBER = 'EXAMPLE-0000000';

  /** How often the outbox job looks for mail that is due (again). */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(50) @Max(3600000)
  MAIL_OUTBOX_INTERVAL_MS = 15000;

  /** First retry delay after a failed send; it doubles per attempt up to MAIL_RETRY_MAX_MS. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(10) @Max(3600000)
  MAIL_RETRY_BASE_MS = 30000;

  /** The longest delay between two attempts to send one e-mail. */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(10) @Max(86400000)
  MAIL_RETRY_MAX_MS = 3600000;

  /**
   * The contact form's bot check: a message sent sooner than this after its form token was issued is refused (a
   * bot's speed). The token endpoint tells the form how long to wait; tests and the end-to-end stack set it lower
   * instead of waiting.
   * @defaultValue `CONTACT_MIN_FILL_MS` of the contact rules (libs/contracts)
   */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(0) @Max(60000)
  CONTACT_MIN_FILL_MS = CONTACT_MIN_FILL_MS;

  // E-mails before payment: the number after step 1, and one reminder of an unpaid application.
  /** Mails about new applications per e-mail address per DRAFT_EMAIL_WINDOW_HOURS (always counted). */
  @Transform(({ value }) => Number(value)) @IsInt() @Min(1)
  DRAFT_EMAILS_PER_ADDRESS = 3;

  /** The window of DRAFT_EMAILS_PER_ADDRESS and RESUME_LINKS_PER_APPLICATION. */
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
  TRUST_PROXY: "which proxies' X-Forwarded-For names the client: otherwise every client behind them shares one rate-limit identity",
  PAYPAL_CLIENT_ID: 'without it nothing can be paid for',
  PAYPAL_CLIENT_SECRET: 'without it nothing can be paid for',
  SMTP_HOST: 'the local default is the mail sink',
  MAIL_FROM: 'the sender applicants see',
  AGENCY_EMAIL: 'where contact messages are forwarded',
  AGENCY_LEGAL_NAME: 'every e-mail names the company that provides the service',
  AGENCY_POSTAL_ADDRESS: "every e-mail gives the agency's postal address",
  AGENCY_REGISTRATION_NUMBER: "every e-mail gives the agency's registration number",
};

/** PayPal's live REST host: PAYPAL_BASE_URL's default in production (and only there). */
export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';

/** What is wrong with the payment settings, in words for the operator; undefined when nothing is. */
function paymentConfigProblem(config: AppConfig): string | undefined {
  const production = config.NODE_ENV === 'production';
  const credentials = [config.PAYPAL_CLIENT_ID, config.PAYPAL_CLIENT_SECRET].filter(Boolean).length;
  if (credentials === 1) return 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together: set both or neither';
  if (credentials === 2 && !production && !config.PAYPAL_BASE_URL) {
    return 'PAYPAL_BASE_URL is required with PayPal credentials outside production (e.g. https://api-m.sandbox.paypal.com)';
  }
  return undefined;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([key, value]) => value !== undefined && key in new AppConfig()));
  const config = plainToInstance(AppConfig, defined, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (config.NODE_ENV === 'test' && defined.RATE_LIMIT_ENABLED === undefined) config.RATE_LIMIT_ENABLED = false;
  if (config.NODE_ENV === 'production' && defined.OPENAPI_ENABLED === undefined) config.OPENAPI_ENABLED = false;
  if (config.NODE_ENV === 'production' && defined.MIGRATE_AT_START === undefined) config.MIGRATE_AT_START = false;
  if (config.NODE_ENV === 'production') {
    const missing = Object.entries(REQUIRED_IN_PRODUCTION).filter(([name]) => !defined[name]);
    if (missing.length > 0) {
      throw new Error(`Invalid configuration:\n${missing.map(([name, why]) => `  ${name} is required in production (${why})`).join('\n')}`);
    }
  }
  if (config.NODE_ENV === 'production') assertRealMailAddresses(config);
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}=${/SECRET|PASS/.test(e.property) ? '[hidden]' : JSON.stringify(e.value)}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (config.NODE_ENV === 'production') assertProductionSecurity(config);
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

/** Hosts that only this machine reaches: a production build measured locally (the benchmarks) may use http there. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Production serves only over HTTPS (the cookies are Secure only then; plain http is allowed for a loopback
 * SITE_URL, which no network carries) and signs with secrets nobody can guess.
 */
function assertProductionSecurity(config: AppConfig): void {
  const problems: string[] = [];
  const site = new URL(config.SITE_URL);
  if (site.protocol !== 'https:' && !LOOPBACK_HOSTS.has(site.hostname)) {
    problems.push(`SITE_URL=${JSON.stringify(config.SITE_URL)}: must be https:// in production (the access and staff cookies are Secure only then)`);
  }
  const secrets: [string, string][] = [
    ['ACCESS_SECRET', config.ACCESS_SECRET],
    ...config.ACCESS_SECRET_PREVIOUS.map((secret): [string, string] => ['ACCESS_SECRET_PREVIOUS', secret]),
    ...(config.CORRECTION_LINK_SECRET ? [['CORRECTION_LINK_SECRET', config.CORRECTION_LINK_SECRET] as [string, string]] : []),
  ];
  for (const [name, secret] of secrets) {
    const bits = Math.floor(secretBits(secret));
    if (bits < MIN_SECRET_BITS) {
      problems.push(`${name}: about ${bits} bits of entropy, at least ${MIN_SECRET_BITS} are required in production (for example \`openssl rand -base64 32\`)`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
