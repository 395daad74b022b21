// Test-only: routes that fail on purpose, mounted next to AppModule by the security tests (never by main.ts).
import { Controller, Get, Module, type DynamicModule, type Type } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AppModule } from '../../app.module';
import type { AppConfig } from '../config/app-config';

/** Personal data a careless error message could carry (the tests look for each of them in the logs). */
export const FAULT_PERSONAL_DATA = { email: 'leaky.person@example.org', passportNumber: 'Z48213579', dateOfBirth: '1979-11-23' };

@Controller('__faults')
class FaultsController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get('error')
  error(): never {
    throw new Error(`internal detail: user ${FAULT_PERSONAL_DATA.email} born ${FAULT_PERSONAL_DATA.dateOfBirth} at /srv/app/secret.ts:12`);
  }

  @Get('type-error')
  typeError(): unknown {
    return (undefined as unknown as { field: { deeper: string } }).field.deeper;
  }

  @Get('rejection')
  async rejection(): Promise<never> {
    await new Promise((resolve) => setTimeout(resolve, 1));
    throw Object.assign(new Error(`passport ${FAULT_PERSONAL_DATA.passportNumber} failed`), { secretDocument: FAULT_PERSONAL_DATA });
  }

  /** A real duplicate-key error from the database, quoting the key's value (an e-mail address). */
  @Get('duplicate-key')
  async duplicateKey(): Promise<never> {
    const collection = this.connection.db!.collection('fault_people');
    await collection.createIndex({ email: 1 }, { unique: true });
    await collection.deleteMany({});
    await collection.insertOne({ email: FAULT_PERSONAL_DATA.email });
    await collection.insertOne({ email: FAULT_PERSONAL_DATA.email });
    throw new Error('the database accepted a duplicate key');
  }
}

@Module({ controllers: [FaultsController] })
class FaultsModule {}

/** AppModule plus the failing routes, for startSecurityApp's `rootModule`. */
export function withFaults(config: AppConfig): DynamicModule | Type {
  @Module({ imports: [AppModule.forRoot(config), FaultsModule] })
  class AppWithFaults {}
  return AppWithFaults;
}
