import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** Shapes and outer limits only; the password's own rules (STAFF_PASSWORD_*) run in the service with the desk's messages. */
export class SetupPasswordDto {
  @ApiProperty({ maxLength: 100 }) @IsString() @MaxLength(100)
  token!: string;

  @ApiProperty({ maxLength: 1000 }) @IsString() @MaxLength(1000)
  password!: string;
}

export class SetupTotpDto {
  @ApiProperty({ maxLength: 100 }) @IsString() @MaxLength(100)
  token!: string;

  @ApiProperty({ maxLength: 10 }) @IsString() @MaxLength(10)
  code!: string;
}

export class SignInDto {
  @ApiProperty({ maxLength: 254 }) @IsString() @MaxLength(254)
  email!: string;

  @ApiProperty({ maxLength: 1000 }) @IsString() @MaxLength(1000)
  password!: string;

  @ApiProperty({ maxLength: 10 }) @IsString() @MaxLength(10)
  code!: string;
}
