import type { Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { isMultiLineField } from '@evisa/contracts';

/** Free text up to this many characters; multi-line fields (addresses, details) may be longer. */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 1000;


/** The form's booleans arrive as JSON booleans or as the form's 'true'/'false' (spec 3.1). */
export const FLAG_VALUES = [true, false, 'true', 'false'] as const;

function decorateText(prototype: object, field: string): void {
  const max = isMultiLineField(field) ? LONG_TEXT_MAX : TEXT_MAX;
  IsOptional()(prototype, field);
  IsString()(prototype, field);
  MaxLength(max)(prototype, field);
  ApiPropertyOptional({ type: String, maxLength: max })(prototype, field);
}

function decorateFlag(prototype: object, field: string): void {
  IsOptional()(prototype, field);
  IsIn([...FLAG_VALUES])(prototype, field);
  ApiPropertyOptional({ type: Boolean, description: "true or false (the form's 'true'/'false' also accepted)" })(prototype, field);
}

/**
 * The request body class of a step, built from the step's field list in @evisa/contracts so the list is the
 * one source of truth: every field optional text with a length limit (flags: a boolean), and anything else
 * refused by the global validation pipe (forbidNonWhitelisted). The spec's rules run afterwards in the service.
 * Subclass the result (`class Step2Dto extends stepDto(...) {}`): class-validator reads inherited metadata.
 */
export function stepDto<T>(fields: readonly string[], flags: readonly string[] = []): Type<Partial<T>> {
  class StepDto {}
  for (const field of fields) {
    if (flags.includes(field)) decorateFlag(StepDto.prototype, field);
    else decorateText(StepDto.prototype, field);
  }
  return StepDto as Type<Partial<T>>;
}
