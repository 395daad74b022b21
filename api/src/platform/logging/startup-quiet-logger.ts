import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'nestjs-pino';

/** Where Nest reports its own start-up: a module initialised, a controller resolved, a route mapped. */
const FRAMEWORK_CONTEXTS: ReadonlySet<string> = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * The API's logger with Nest's start-up messages (about 150 lines: one per module and route) at debug instead of
 * info, so that a start at info shows the one summary line main.ts writes. Everything else passes as it is.
 */
export class StartupQuietLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) this.logger.debug(message, ...rest);
    else this.logger.log(message, ...rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.logger.error(message, ...rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.logger.warn(message, ...rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.logger.debug(message, ...rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.logger.verbose(message, ...rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.logger.fatal(message, ...rest);
  }
}
