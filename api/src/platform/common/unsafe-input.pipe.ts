import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { findUnsafeInput } from './unsafe-input';

export const UNSAFE_INPUT_MESSAGE = 'The request has fields that are not allowed or not valid.';

/**
 * Global pipe, before the validation pipe: every body, query and route parameter a handler reads is refused
 * with 400 when `findUnsafeInput` finds something in it, whatever the handler's DTO (or lack of one) says.
 */
@Injectable()
export class UnsafeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const found = findUnsafeInput(value, metadata.data ?? '');
    if (found) throw new BadRequestException({ message: UNSAFE_INPUT_MESSAGE, errors: { [found.path || metadata.type]: found.reason } });
    return value;
  }
}
