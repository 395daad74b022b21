import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { QUEUE_SEARCH_MAX_LENGTH, QUEUE_URGENCIES, REVIEW_STATES, type QueueUrgency, type ReviewState } from '@evisa/contracts';
import { VISA_SERVICES } from '@evisa/reference-data';

/** The queue's filters (GET /staff/queue); every one optional. */
export class QueueQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_STATES }) @IsOptional() @IsIn(REVIEW_STATES)
  state?: ReviewState;

  @ApiPropertyOptional({ enum: VISA_SERVICES.map((service) => service.value) }) @IsOptional() @IsIn(VISA_SERVICES.map((service) => service.value))
  visaService?: string;

  @ApiPropertyOptional({ enum: QUEUE_URGENCIES }) @IsOptional() @IsIn(QUEUE_URGENCIES)
  urgency?: QueueUrgency;

  @ApiPropertyOptional({ maxLength: QUEUE_SEARCH_MAX_LENGTH }) @IsOptional() @IsString() @MaxLength(QUEUE_SEARCH_MAX_LENGTH)
  search?: string;
}
