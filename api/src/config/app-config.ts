import { randomBytes } from 'node:crypto';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength, validateSync } from 'class-validator';

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

  /**
   * Signs the access cookie. Every API instance behind one load balancer needs the same value; without it a
   * random one is made at start-up (fine for one local instance, refused in production).
   */
  @IsString() @MinLength(32)
  ACCESS_SECRET = randomBytes(32).toString('base64url');

  @Transform(({ value }) => Number(value)) @IsInt() @Min(1) @Max(365)
  ACCESS_COOKIE_DAYS = 30;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([key, value]) => value !== undefined && key in new AppConfig()));
  const config = plainToInstance(AppConfig, defined, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (config.NODE_ENV === 'production' && !defined.ACCESS_SECRET) {
    throw new Error('Invalid configuration:\n  ACCESS_SECRET is required in production (the same value on every API instance)');
  }
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}=${JSON.stringify(e.value)}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
