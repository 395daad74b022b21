import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * A constraint whose message is already in plain words for people marks itself with `{ context: HEADLINE }`: when it
 * fails, its message is also the answer's top-level message (the generic one says only that something is wrong).
 */
export const HEADLINE = { headline: true } as const;

function headline(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const marked = Object.keys(error.contexts ?? {}).find((constraint) => error.contexts?.[constraint]?.headline && error.constraints?.[constraint]);
    if (marked) return error.constraints![marked];
    const inChildren = headline(error.children ?? []);
    if (inChildren) return inChildren;
  }
  return undefined;
}

function flatten(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) out[field] = messages[0];
    Object.assign(out, flatten(error.children ?? [], field));
  }
  return out;
}

/** What a request whose fields are not allowed or not valid is told, beside each field's own reason. */
export const INVALID_REQUEST_MESSAGE = 'The request has fields that are not allowed or not valid.';

/**
 * Shape checks of DTOs: unknown fields are rejected (ARCHITECTURE 9: whitelist + forbidNonWhitelisted), types and
 * lengths enforced. The spec's rules and messages are applied after this by the shared validators.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ message: headline(errors) ?? INVALID_REQUEST_MESSAGE, errors: flatten(errors) }),
  });
}
