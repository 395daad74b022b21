import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { TEMPLATE_KINDS, type TemplateCreateRequest, type TemplateEditRequest, type TemplateKind, type TemplateTexts } from '@evisa/contracts';

// The rules in the desk's words (title, English text, lengths, languages) are the service's; these bound the body.

/** PUT /staff/templates/<id>. */
export class TemplateEditDto implements TemplateEditRequest {
  @ApiProperty() @IsString() @MaxLength(2000)
  title!: string;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'Texts by language code; en required' }) @IsObject()
  texts!: TemplateTexts;
}

/** POST /staff/templates. */
export class TemplateCreateDto extends TemplateEditDto implements TemplateCreateRequest {
  @ApiProperty({ enum: TEMPLATE_KINDS }) @IsString() @MaxLength(40)
  kind!: TemplateKind;
}

/** GET /staff/applications/<number>/templates?kind=. */
export class TemplateKindQueryDto {
  @ApiProperty({ enum: TEMPLATE_KINDS }) @IsOptional() @IsIn(TEMPLATE_KINDS)
  kind?: TemplateKind;
}
