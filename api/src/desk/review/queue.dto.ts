import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  BULK_MAX_CASES,
  QUEUE_ASSIGNMENTS,
  QUEUE_MAX_PAGE_SIZE,
  QUEUE_SEARCH_MAX_LENGTH,
  QUEUE_SORTS,
  QUEUE_URGENCIES,
  REVIEW_STATES,
  staffMessage,
  type BulkAssignRequest,
  type BulkRequest,
  type QueueAssignment,
  type QueueAssignRequest,
  type QueueSort,
  type QueueUrgency,
  type ReviewState,
} from '@evisa/contracts';
import { VISA_SERVICES } from '@evisa/reference-data';
import { HEADLINE } from '../../platform/common/validation.pipe';

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

  @ApiPropertyOptional({ enum: QUEUE_SORTS, default: 'deadline' }) @IsOptional() @IsIn(QUEUE_SORTS)
  sort?: QueueSort;

  @ApiPropertyOptional({ enum: QUEUE_ASSIGNMENTS }) @IsOptional() @IsIn(QUEUE_ASSIGNMENTS)
  assigned?: QueueAssignment;

  @ApiPropertyOptional({ minimum: 1, default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: QUEUE_MAX_PAGE_SIZE }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(QUEUE_MAX_PAGE_SIZE)
  pageSize?: number;
}

/** POST /staff/queue/<number>/assign (admins). */
export class QueueAssignDto implements QueueAssignRequest {
  @ApiProperty() @IsString() @MaxLength(60)
  staffId!: string;
}

const bulkCasesInvalid = staffMessage('bulkCasesInvalid', { max: String(BULK_MAX_CASES) });

/** POST /staff/queue/claim and /staff/queue/export: the cases, 1 to BULK_MAX_CASES of them. */
export class BulkDto implements BulkRequest {
  @ApiProperty({ type: [String], minItems: 1, maxItems: BULK_MAX_CASES })
  @IsArray() @ArrayMinSize(1, { message: bulkCasesInvalid, context: HEADLINE }) @ArrayMaxSize(BULK_MAX_CASES, { message: bulkCasesInvalid, context: HEADLINE }) @IsString({ each: true }) @MaxLength(30, { each: true })
  applicationIds!: string[];
}

/** POST /staff/queue/assign (admins). */
export class BulkAssignDto extends BulkDto implements BulkAssignRequest {
  @ApiProperty() @IsString() @MaxLength(60)
  staffId!: string;
}
