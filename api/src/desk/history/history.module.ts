import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller';
import { CaseHistoryService } from './case-history.service';

/** One history per case, and the account trail, worded from the audit trail, the outbox and the payments. */
@Module({ controllers: [HistoryController], providers: [CaseHistoryService] })
export class HistoryModule {}
