import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { UPLOAD_QUEUE_DEFAULTS, UploadSlots } from './upload-slots';

/**
 * The process's one UploadSlots, sized by UPLOAD_PROCESSING_SLOTS. Global because UploadSlotsInterceptor is
 * instantiated in the module of each controller that receives files, and they must all share one limiter.
 */
@Global()
@Module({
  providers: [{ provide: UploadSlots, inject: [AppConfig], useFactory: (config: AppConfig) => new UploadSlots({ ...UPLOAD_QUEUE_DEFAULTS, active: config.UPLOAD_PROCESSING_SLOTS }) }],
  exports: [UploadSlots],
})
export class UploadSlotsModule {}
