import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** A report's period; checked by the service, which answers one plain message for any bad period. */
export class ReportQueryDto {
  @ApiProperty({ example: '2026-11-01', description: 'First day (YYYY-MM-DD, the agency’s time zone)' }) @IsOptional() @IsString()
  from?: string;

  @ApiProperty({ example: '2026-11-30', description: 'Last day, included' }) @IsOptional() @IsString()
  to?: string;
}
