import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTACT_DECLARATIONS, maxLengthOf } from '@evisa/contracts';

/** The declared outer limit of a contact field. */
const limit = (field: keyof typeof CONTACT_DECLARATIONS) => maxLengthOf(CONTACT_DECLARATIONS[field]);

/**
 * Body of POST /contact. Shapes and outer limits only (an oversized body is refused before any rule runs);
 * the contact rules and their messages (libs/contracts contact.rules.ts) run in the service.
 */
export class ContactDto {
  @ApiPropertyOptional({ maxLength: limit('name') }) @IsOptional() @IsString() @MaxLength(limit('name'))
  name?: string;

  @ApiPropertyOptional({ maxLength: limit('email') }) @IsOptional() @IsString() @MaxLength(limit('email'))
  email?: string;

  @ApiPropertyOptional({ maxLength: limit('phone') }) @IsOptional() @IsString() @MaxLength(limit('phone'))
  phone?: string;

  @ApiPropertyOptional({ maxLength: limit('message') }) @IsOptional() @IsString() @MaxLength(limit('message'))
  message?: string;

  @ApiPropertyOptional({ maxLength: limit('applicationId') }) @IsOptional() @IsString() @MaxLength(limit('applicationId'))
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
