import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Body of POST /contact. Shapes and outer limits only (an oversized body is refused before any rule runs);
 * the contact rules and their messages (libs/contracts contact.rules.ts) run in the service.
 */
export class ContactDto {
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ maxLength: 254 }) @IsOptional() @IsString() @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ maxLength: 40 }) @IsOptional() @IsString() @MaxLength(40)
  phone?: string;

  @ApiPropertyOptional({ maxLength: 2000 }) @IsOptional() @IsString() @MaxLength(2000)
  message?: string;

  @ApiPropertyOptional({ maxLength: 40 }) @IsOptional() @IsString() @MaxLength(40)
  applicationId?: string;

  /** The honeypot: hidden from people, so anything in it was typed by a bot. */
  @ApiPropertyOptional({ maxLength: 500, description: 'Leave empty (anti-bot field).' }) @IsOptional() @IsString() @MaxLength(500)
  website?: string;

  /** The token GET /contact/form-token gave the form (the server checks its signature and age). */
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200)
  formToken?: string;

  /** The site's language when the message was written (en, fr, ...); the acknowledgement is written in it. */
  @ApiPropertyOptional({ maxLength: 12 }) @IsOptional() @IsString() @MaxLength(12)
  language?: string;
}
