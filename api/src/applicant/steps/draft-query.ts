import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { INVALID_REQUEST_MESSAGE } from '../../platform/common/validation.pipe';

/**
 * The step saves' `draft` query parameter as a boolean: 'Save and exit' is `draft=true`, and no `draft` is a
 * complete save. Any other value is refused rather than read as either, as the API description's enum says. (A
 * decorator of its own reads the raw value: the validation pipe would turn every string into a boolean first.)
 */
export const DraftQuery = createParamDecorator((_: unknown, context: ExecutionContext): boolean => {
  const value = context.switchToHttp().getRequest<Request>().query['draft'];
  if (value === undefined) return false;
  if (value === 'true') return true;
  throw new BadRequestException({ message: INVALID_REQUEST_MESSAGE, errors: { draft: "must be 'true' or left out" } });
});
