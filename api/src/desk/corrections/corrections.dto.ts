import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsNumber, IsObject, IsString, MaxLength } from 'class-validator';
import { CORRECTABLE_DOCUMENTS, CORRECTABLE_FIELDS_BY_STEP, type CorrectionAnswers, type CorrectionExtendRequest, type CorrectionRequest } from '@evisa/contracts';

const FIELD_COUNT = Object.values(CORRECTABLE_FIELDS_BY_STEP).flat().length;

/** POST /staff/applications/<number>/corrections. Which names are allowed is checked by the service, in the desk's words. */
export class CorrectionRequestDto implements CorrectionRequest {
  @ApiProperty({ type: [String], description: 'Answers to correct, by field name (never the priced ones)' })
  @IsArray() @ArrayMaxSize(FIELD_COUNT + 10) @IsString({ each: true }) @MaxLength(60, { each: true })
  fields!: string[];

  @ApiProperty({ type: [String], description: 'Files to upload again (mainImg, passportCopy, ...)' })
  @IsArray() @ArrayMaxSize(CORRECTABLE_DOCUMENTS.length + 10) @IsString({ each: true }) @MaxLength(60, { each: true })
  documents!: string[];

  // The length limit in the desk's words is the service's; this only bounds the body.
  @ApiProperty({ description: 'To the applicant, in the reviewer’s words' })
  @IsString() @MaxLength(2000)
  message!: string;
}

/** POST /visaapplication/corrections/open. */
export class OpenCorrectionDto {
  @ApiProperty() @IsString() @MaxLength(30)
  applicationId!: string;

  @ApiProperty({ description: 'The token of the e-mail’s link (after #)' }) @IsString() @MaxLength(200)
  token!: string;
}

/** PATCH /visaapplication/corrections: the corrected answers, opened fields only. */
export class CorrectionAnswersDto implements CorrectionAnswers {
  @ApiProperty({ type: 'object', additionalProperties: true }) @IsObject()
  answers!: Record<string, unknown>;
}

/** POST /staff/applications/<number>/corrections/extend. The range is checked by the service, in the desk's words. */
export class CorrectionExtendDto implements CorrectionExtendRequest {
  @ApiProperty({ description: 'Days to add to the applicant’s link' }) @IsNumber()
  days!: number;
}
