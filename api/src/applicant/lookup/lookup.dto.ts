import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The pair that proves an applicant owns an application (number and date of birth). */
export class LookupDto {
  @IsOptional() @IsString() @MaxLength(40)
  applicationId?: string;

  @IsOptional() @IsString() @MaxLength(10)
  dateOfBirth?: string;
}

/** The resume link's number and token (from the link's fragment), or a request to e-mail one (number only). */
export class ResumeLinkDto {
  @IsOptional() @IsString() @MaxLength(40)
  applicationId?: string;

  @IsOptional() @IsString() @MaxLength(200)
  token?: string;
}
