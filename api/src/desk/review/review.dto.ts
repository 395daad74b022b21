import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { MAX_STRING_LENGTH } from '../../platform/common/unsafe-input';

// The services check the texts' content and length in the desk's words; these only check their type.

export class ChecklistTickDto {
  @ApiProperty() @IsBoolean()
  done!: boolean;
}

export class AddNoteDto {
  @ApiProperty({ maxLength: MAX_STRING_LENGTH }) @IsString() @MaxLength(MAX_STRING_LENGTH)
  text!: string;
}

export class SubmitDto {
  @ApiProperty({ maxLength: 200 }) @IsString() @MaxLength(200)
  governmentReference!: string;
}

export class RefuseDto {
  @ApiProperty({ maxLength: MAX_STRING_LENGTH }) @IsString() @MaxLength(MAX_STRING_LENGTH)
  reason!: string;
}
