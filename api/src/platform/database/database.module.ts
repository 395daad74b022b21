import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import mongoose from 'mongoose';
import { AppConfig } from '../config/app-config';

// No request value may become a query operator (ARCHITECTURE 9: sanitizeFilter + strictQuery).
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        uri: config.MONGODB_URI,
        serverSelectionTimeoutMS: 5000,
        // Fail a request quickly while the database is away instead of queueing it for 10 s.
        bufferCommands: false,
        // Indexes are made by the migration runner (platform/migrations), once per release, not at every start.
        autoIndex: false,
      }),
    }),
  ],
})
export class DatabaseModule {}
