import { Controller, Get, Param, Req, Res, type StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FilesService, type ServedKind } from './files.service';
import { serveStoredFile } from './serve-stored-file';

/** Uploaded files, served only by the API and only to the owner's browser (no listing: a name is needed). */
@ApiTags('files')
@Controller('visaapplication')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  /** Spec 2.13: the applicant photo, at the images path named by the stored mainImg value. */
  @Get('images/:name')
  @ApiOperation({ summary: 'The applicant photo (mainImg) of an application this browser has access to' })
  image(@Param('name') name: string, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return this.serve(name, 'photo', request, response);
  }

  @Get('files/:name')
  @ApiOperation({ summary: 'An uploaded document (passportCopy, businessCard, ...; an image or a PDF download) of an application this browser has access to' })
  document(@Param('name') name: string, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return this.serve(name, 'document', request, response);
  }

  private async serve(name: string, kind: ServedKind, request: Request, response: Response): Promise<StreamableFile> {
    const { file, stream } = await this.files.openFor(request, name, kind);
    return serveStoredFile(file, stream, response);
  }
}
