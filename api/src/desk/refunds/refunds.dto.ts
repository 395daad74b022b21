import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { RefundRequest } from '@evisa/contracts';

/** POST /staff/applications/<number>/refunds. The amount's form and the reason are checked by the service, in the desk's words. */
export class RefundRequestDto implements RefundRequest {
  @ApiPropertyOptional({ example: '25.00', description: 'Absent: everything still refundable' }) @IsOptional() @IsString() @MaxLength(20)
  amount?: string;

  @ApiProperty() @IsString() @MaxLength(2000)
  reason!: string;

  @ApiProperty({ description: 'One per refund the desk makes: a repeated request with it is the same refund' }) @IsString() @MaxLength(100)
  requestId!: string;
}
