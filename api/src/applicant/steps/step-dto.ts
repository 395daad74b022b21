import type { Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { maxLengthOf, type FieldDeclaration } from '@evisa/contracts';

/** The form's booleans arrive as JSON booleans or as the form's 'true'/'false' (spec 3.1). */
export const FLAG_VALUES = [true, false, 'true', 'false'] as const;

function decorateText(prototype: object, field: string, maxLength: number): void {
  IsOptional()(prototype, field);
  IsString()(prototype, field);
  MaxLength(maxLength)(prototype, field);
  ApiPropertyOptional({ type: String, maxLength })(prototype, field);
}

function decorateFlag(prototype: object, field: string): void {
  IsOptional()(prototype, field);
  IsIn([...FLAG_VALUES])(prototype, field);
  ApiPropertyOptional({ type: Boolean, description: "true or false (the form's 'true'/'false' also accepted)" })(prototype, field);
}

/**
 * The request body class of a step, built from the step's field declarations in @evisa/contracts so they are the
 * one source of truth: every field optional text with its declared length limit (flags: a boolean), and anything
 * else refused by the global validation pipe (forbidNonWhitelisted). A `list` field is the subclass's to declare.
 * The spec's rules run afterwards in the service.
 * Subclass the result (`class Step2Dto extends stepDto(...) {}`): class-validator reads inherited metadata.
 */
export function stepDto<T>(declarations: Readonly<Record<string, FieldDeclaration>>): Type<Partial<T>> {
  class StepDto {}
  for (const [field, declaration] of Object.entries(declarations)) {
    if (declaration.kind === 'flag') decorateFlag(StepDto.prototype, field);
    else if (declaration.kind !== 'list') decorateText(StepDto.prototype, field, maxLengthOf(declaration));
  }
  return StepDto as Type<Partial<T>>;
}
