import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** A new member of staff. Shapes only; StaffAccountsService checks the e-mail, name and role with messages. */
export class AddStaffDto {
  @ApiProperty({ maxLength: 254 }) @IsString() @MaxLength(254)
  email!: string;

  @ApiProperty({ maxLength: 200 }) @IsString() @MaxLength(200)
  name!: string;

  @ApiProperty({ enum: ['reviewer', 'admin'] }) @IsString() @MaxLength(20)
  role!: string;
}
