import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { STEP5_DECLARATIONS, type SaarcVisit, type Step5Payload } from '@evisa/contracts';
import { stepDto } from '../steps/step-dto';

/** The most SAARC visits one application lists; far more than anyone makes in three years. */
export const MAX_SAARC_ENTRIES = 30;

/** A whole number of 0 or more as a JSON number or as the digits a form sends. */
function IsCount() {
  return ValidateBy({
    name: 'isCount',
    validator: {
      validate: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0) || (typeof value === 'string' && /^\s*\d{0,6}\s*$/.test(value)),
      defaultMessage: () => '$property must be a whole number',
    },
  });
}

export class SaarcVisitDto implements Partial<Record<keyof SaarcVisit, unknown>> {
  @IsOptional() @IsString() @MaxLength(2) @ApiPropertyOptional({ description: 'ISO alpha-2 code of a SAARC member' })
  country?: string;

  @IsOptional() @IsCount() @ApiPropertyOptional({ type: Number })
  year?: number | string;

  // At least 1 is a rule of the complete step ('invalidVisits'); a draft ('Save and exit') keeps a 0 as typed.
  @IsOptional() @IsCount() @ApiPropertyOptional({ type: Number, minimum: 0 })
  visits?: number | string;
}

/** Body of the JSON form of PATCH applicationSubmitStep5: the step-5 fields of spec 3.1, nothing else. */
export class Step5Dto extends stepDto<Omit<Step5Payload, 'saarcDetails'>>(STEP5_DECLARATIONS) {
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_SAARC_ENTRIES) @ValidateNested({ each: true }) @Type(() => SaarcVisitDto)
  @ApiPropertyOptional({ type: [SaarcVisitDto] })
  saarcDetails?: SaarcVisitDto[];
}
