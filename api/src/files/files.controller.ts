import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FilesService, type ServedKind } from './files.service';

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
  @ApiOperation({ summary: 'An uploaded document (passportCopy, businessCard, ...) of an application this browser has access to' })
  document(@Param('name') name: string, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return this.serve(name, 'document', request, response);
  }

  private async serve(name: string, kind: ServedKind, request: Request, response: Response): Promise<StreamableFile> {
    const { file, stream } = await this.files.openFor(request, name, kind);
    // The type was decided from the content and the bytes re-encoded: the browser must not guess another one.
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Personal data (a face, a passport): like every API answer it is not kept by any cache (createApp's noStore).
    return new StreamableFile(stream, {
      type: file.metadata.contentType,
      length: file.length,
      disposition: `inline; filename="${file.name}"`,
    });
  }
}
