import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

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
      new BadRequestException({ message: 'The request has fields that are not allowed or not valid.', errors: flatten(errors) }),
  });
}
