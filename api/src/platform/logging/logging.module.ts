import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { AppConfig } from '../config/app-config';
import { HealthModule } from '../health/health.module';
import { ShutdownState } from '../health/shutdown-state';
import { normaliseApplicationId } from '../../applicant/applications/application-id';
import { CENSOR, redactValue } from './redact';
import { drainingAnswer, requestLogLevel, requestLogProps, responseForLog } from './request-log';

type LoggedRequest = { id: string; method: string; url: string };

/** A request as logged: its path and, for support, the application id it names; nothing else of the query. */
export function requestForLog(req: LoggedRequest): Record<string, string> {
  const [path, query = ''] = req.url.split('?');
  const applicationId = normaliseApplicationId(new URLSearchParams(query).get('applicationId'));
  return { id: req.id, method: req.method, path, ...(applicationId ? { applicationId } : {}) };
}

/** Headers that carry credentials: removed by path (they come from pino-http's own serializers). */
export const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

function pinoOptions(config: AppConfig): pino.LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    base: { instance: config.INSTANCE_ID },
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => redactValue(arg)) as Parameters<typeof method>);
      },
    },
    serializers: { req: requestForLog, res: responseForLog },
  };
}

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Structured JSON logs, one line per request: method, path, route, status, time taken, request id (echoed as
 * X-Request-Id) and the instance (`INSTANCE_ID`, on every line), times in ISO 8601; probes only at debug, a draining
 * instance's 503s at info and without the error pino-http makes up for a 5xx (request-log.ts). Every log call
 * passes through `redactValue` (issue 8: no personal data in logs), and a request is logged by its path and
 * application id only: the rest of the query string and bodies never reach a log line.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      imports: [HealthModule],
      inject: [AppConfig, ShutdownState],
      useFactory: (config: AppConfig, shutdown: ShutdownState) => {
        const options = {
          ...pinoOptions(config),
          genReqId: requestId,
          customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error) => requestLogLevel(req, res, error, shutdown.draining),
          customErrorObject: (_req: IncomingMessage, res: ServerResponse, _error: Error, logged: Record<string, unknown>) => {
            if (!drainingAnswer(res, shutdown.draining)) return logged;
            const { err: _made, ...rest } = logged;
            return rest;
          },
          customProps: requestLogProps,
        };
        const file = config.LOG_FILE ? pino.destination({ dest: config.LOG_FILE, sync: true, mkdir: true }) : undefined;
        return { pinoHttp: file ? [options, file] : options };
      },
    }),
  ],
})
export class LoggingModule {}
