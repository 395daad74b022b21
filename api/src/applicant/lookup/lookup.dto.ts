import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LOOKUP_DECLARATIONS, maxLengthOf } from '@evisa/contracts';

/** The declared outer limit of the application number a look-up names. */
const APPLICATION_ID_MAX = maxLengthOf(LOOKUP_DECLARATIONS.applicationId);

/** The pair that proves an applicant owns an application (number and date of birth). */
export class LookupDto {
  @IsOptional() @IsString() @MaxLength(APPLICATION_ID_MAX)
  applicationId?: string;

  @IsOptional() @IsString() @MaxLength(10)
  dateOfBirth?: string;
}

/** The resume link's number and token (from the link's fragment), or a request to e-mail one (number only). */
export class ResumeLinkDto {
  @IsOptional() @IsString() @MaxLength(APPLICATION_ID_MAX)
  applicationId?: string;

  @IsOptional() @IsString() @MaxLength(200)
  token?: string;
}
