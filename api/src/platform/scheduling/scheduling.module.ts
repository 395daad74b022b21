import { Module } from '@nestjs/common';
import { JobLease } from './job-lease.service';

/** Scheduled jobs that run once per period across all API instances (a lease in the database). */
@Module({ providers: [JobLease], exports: [JobLease] })
export class SchedulingModule {}
