import { Global, Module } from '@nestjs/common';
import { LimitStore } from './limit-store';

@Global()
@Module({ providers: [LimitStore], exports: [LimitStore] })
export class LimitStoreModule {}
