import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { MESSAGES, type ApiFailure, type MessageKey } from '@evisa/contracts';
import { isDatabaseUnavailable } from './database-unavailable';
import { FieldValidationException } from './field-validation.exception';
import { TooManyAttemptsException } from './too-many-attempts.exception';

function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && key in MESSAGES;
}

/**
 * The one place that turns any error into the failure envelope of ARCHITECTURE 4:
 * `{ status, message, err, errors, errorKeys }`. Never a stack trace or an internal detail to the client.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // Already answered (an upload ended for trickling its body, then multer saw the connection close).
    if (response.headersSent) return;
    const body = this.toFailure(exception);
    // The logger redacts personal data from the message (a duplicate-key error quotes the key's value). A 503 the
    // code answers on purpose (draining, readiness without a database, upload queue full) is an answer, not a fault: the
    // request's own log line records it.
    const deliberateUnavailable = exception instanceof HttpException && exception.getStatus() === HttpStatus.SERVICE_UNAVAILABLE;
    if (body.status >= 500 && !deliberateUnavailable) this.logger.error(exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception));
    if (exception instanceof TooManyAttemptsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(body.status).json(body);
  }

  private toFailure(exception: unknown): ApiFailure {
    if (exception instanceof FieldValidationException) {
      const errors: Record<string, string> = {};
      const errorKeys: Record<string, MessageKey> = {};
      for (const [field, key] of Object.entries(exception.fieldErrors)) {
        if (!isMessageKey(key)) continue;
        errors[field] = MESSAGES[key];
        errorKeys[field] = key;
      }
      const message = MESSAGES.correctHighlightedErrors;
      return { status: 400, message, err: message, errors, errorKeys };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const message = typeof raw === 'string' ? raw : String((raw as { message?: unknown }).message ?? exception.message);
      const errors = typeof raw === 'object' && raw && 'errors' in raw ? ((raw as { errors: Record<string, string> }).errors ?? {}) : {};
      return { status, message, err: message, errors, errorKeys: {} };
    }
    if (isDatabaseUnavailable(exception)) {
      const message = MESSAGES.serviceUnavailable;
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message, err: message, errors: {}, errorKeys: {} };
    }
    const message = MESSAGES.somethingWentWrong;
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message, err: message, errors: {}, errorKeys: {} };
  }
}
