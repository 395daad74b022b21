import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { STEP1_DECLARATIONS, type Step1Payload } from '@evisa/contracts';
import { stepDto } from '../steps/step-dto';

/** Body of POST newApplication and PATCH applicationSubmitStep1: the step-1 fields of spec 3.1, nothing else. */
export class Step1Dto extends stepDto<Step1Payload>(STEP1_DECLARATIONS) {}

/**
 * Body of POST newApplication: step 1's fields and the language the applicant uses, in which the e-mails about
 * the application are written; stored, never shown back as an answer.
 */
export class NewApplicationDto extends Step1Dto {
  @IsOptional() @IsString() @Matches(/^[a-z]{2}$/)
  @ApiPropertyOptional({ type: String, description: "The site's language, e.g. 'fr': the e-mails about the application use it" })
  language?: string;
}
