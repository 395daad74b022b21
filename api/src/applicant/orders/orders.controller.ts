import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ORDER_MESSAGES, type ApiSuccess, type ApplicationIdResult, type CopySharedAnswersResult, type OrderView, type RemoveTravellerResult, type SharedAnswers } from '@evisa/contracts';
import { AccessService } from '../access/access.service';
import { envelope } from '../../platform/common/envelope';
import { DraftEmailsService } from '../draft-emails/draft-emails.service';
import { NewApplicationDto } from '../step1/step1.dto';
import { OrderAccessGuard } from './order-access.guard';
import { OrdersService } from './orders.service';

/** Several travellers, one order: `:id` is the lead's application number (ORDER_API in libs/contracts). */
@ApiTags('orders')
@ApiParam({ name: 'id', description: "The lead's application number (the order's first traveller)", type: String })
@Controller('orders/:id')
@UseGuards(OrderAccessGuard)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly access: AccessService,
    private readonly draftEmails: DraftEmailsService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The order: each traveller's progress and fee, the total, and whether it can be paid" })
  async read(@Param('id') id: string): Promise<ApiSuccess<OrderView>> {
    return envelope(await this.orders.read(id), ORDER_MESSAGES.read);
  }

  @Get('shared-answers')
  @ApiOperation({ summary: "The lead's answers travellers usually share, to prefill a new traveller's step 1" })
  async shared(@Param('id') id: string): Promise<ApiSuccess<SharedAnswers>> {
    return envelope(await this.orders.sharedAnswers(id), ORDER_MESSAGES.read);
  }

  /**
   * Adds a traveller by saving their step 1 (newApplication's rules): this browser is granted access to the new
   * application, and its number is e-mailed to the traveller's address as for any new application.
   */
  @Post('travellers')
  @HttpCode(200)
  @ApiOperation({ summary: "Adds a traveller to the order from their step 1; answers the new traveller's number" })
  async add(@Param('id') id: string, @Body() body: NewApplicationDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ApiSuccess<ApplicationIdResult>> {
    const { language, ...answers } = body;
    const record = await this.orders.add(id, answers, language);
    // The lead's number is granted again, last, so that it is the one this browser keeps longest (the cookie holds 10).
    this.access.grant(req, res, [record.uniqueId, id]);
    const numberEmailed = await this.draftEmails.afterCreate(record.uniqueId, record.email, language);
    return envelope({ uniqueId: record.uniqueId, numberEmailed }, `${ORDER_MESSAGES.added} Temporary application ID: ${record.uniqueId}.`);
  }

  @Post('travellers/:travellerId/copy-shared-answers')
  @ApiParam({ name: 'travellerId', description: "Another traveller's application number in this order", type: String })
  @HttpCode(200)
  @ApiOperation({ summary: "Copies the lead's shared answers into a traveller's application; steps 3 to 5 are left for the traveller to confirm" })
  async copy(@Param('id') id: string, @Param('travellerId') travellerId: string): Promise<ApiSuccess<CopySharedAnswersResult>> {
    return envelope(await this.orders.copyShared(id, travellerId), ORDER_MESSAGES.copied);
  }

  @Delete('travellers/:travellerId')
  @ApiParam({ name: 'travellerId', description: "Another traveller's application number in this order", type: String })
  @ApiOperation({ summary: 'Removes a traveller before payment, with their photo and documents' })
  async remove(@Param('id') id: string, @Param('travellerId') travellerId: string): Promise<ApiSuccess<RemoveTravellerResult>> {
    return envelope(await this.orders.remove(id, travellerId), ORDER_MESSAGES.removed);
  }
}
