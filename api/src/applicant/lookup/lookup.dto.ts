import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The pair that proves an applicant owns an application (number and date of birth). */
export class LookupDto {
  @IsOptional() @IsString() @MaxLength(40)
  applicationId?: string;

  @IsOptional() @IsString() @MaxLength(10)
  dateOfBirth?: string;
}
