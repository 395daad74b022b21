import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ApiSuccess, FilledTemplate, MessageTemplate, StaffAccount } from '@evisa/contracts';
import { envelope } from '../../platform/common/envelope';
import type { AuditActor } from '../audit/audit.service';
import { Actor, AdminOnly } from '../staff-auth/staff-decorators';
import { StaffSessionGuard } from '../staff-auth/staff-session.guard';
import { TemplateCreateDto, TemplateEditDto, TemplateKindQueryDto } from './templates.dto';
import { TemplatesService } from './templates.service';

type StaffActor = AuditActor & { staff: StaffAccount };

/** Admins manage the templates at /staff/templates; every member of staff reads them filled for an application. */
@ApiTags('staff')
@Controller('staff')
@UseGuards(StaffSessionGuard)
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get('templates')
  @AdminOnly()
  async list(): Promise<ApiSuccess<MessageTemplate[]>> {
    return envelope(await this.templates.list());
  }

  @Post('templates')
  @HttpCode(201)
  @AdminOnly()
  async create(@Body() body: TemplateCreateDto, @Actor() actor: AuditActor): Promise<ApiSuccess<MessageTemplate>> {
    return envelope(await this.templates.create(body.kind, body.title, body.texts, actor as StaffActor), 'Created', 201);
  }

  @Put('templates/:templateId')
  @AdminOnly()
  async edit(@Param('templateId') templateId: string, @Body() body: TemplateEditDto, @Actor() actor: AuditActor): Promise<ApiSuccess<MessageTemplate>> {
    return envelope(await this.templates.edit(templateId, body.title, body.texts, actor as StaffActor));
  }

  @Post('templates/:templateId/retire')
  @HttpCode(200)
  @AdminOnly()
  async retire(@Param('templateId') templateId: string, @Actor() actor: AuditActor): Promise<ApiSuccess<MessageTemplate>> {
    return envelope(await this.templates.retire(templateId, actor as StaffActor));
  }

  @Get('applications/:applicationId/templates')
  async forApplication(@Param('applicationId') applicationId: string, @Query() query: TemplateKindQueryDto): Promise<ApiSuccess<FilledTemplate[]>> {
    return envelope(await this.templates.forApplication(applicationId, query.kind));
  }
}
