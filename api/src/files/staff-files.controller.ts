import { Controller, Get, NotFoundException, Param, Res, type StreamableFile, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { FileStorageService } from './file-storage.service';
import { serveStoredFile } from './serve-stored-file';

/**
 * An application's uploaded photo and documents for the desk (docs/desk.md): any signed-in member of staff, the
 * file named by the application's record. The same headers as the applicant gets (serveStoredFile); a name that
 * is not a file of that application is the same 404 as an unknown one.
 */
@ApiTags('staff')
@Controller('staff/applications')
@UseGuards(StaffSessionGuard)
export class StaffFilesController {
  constructor(private readonly storage: FileStorageService) {}

  @Get(':applicationId/files/:name')
  @ApiOperation({ summary: "An application's photo or document (a PDF as a download), for signed-in staff" })
  async file(@Param('applicationId') applicationId: string, @Param('name') name: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const file = await this.storage.find(name);
    if (!file || file.metadata.applicationId !== applicationId) throw new NotFoundException('File not found');
    return serveStoredFile(file, this.storage.open(file.name), response);
  }
}
