import path from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
// Loaded by the request thread too, before any worker: sharp's documentation asks for this on glibc Linux, so its
// shared libraries stay loaded while worker threads come and go.
import 'sharp';
import { AppConfig } from '../config/app-config';
import type { StoredImageType } from './stored-file';
import type { ReencodeTask } from './image-reencode.worker';

/**
 * The script of the workers: in the build, the bundle's own entry `image-reencode-worker.js` beside main.js
 * (api/webpack.config.cjs); run from the TypeScript sources, a loader that compiles the task module.
 */
const WORKER_SCRIPT = __filename.endsWith('.ts')
  ? path.join(__dirname, 'image-reencode.worker.source.cjs')
  : path.join(__dirname, 'image-reencode-worker.js');

/**
 * The young generation of each worker thread, in MB. An upload's short-lived buffers (sharp's output and its copy)
 * are collected after little allocation, so a burst of uploads does not pile them up; the request thread keeps
 * node's default young generation, which other requests need (docs/performance.md, "Uploads").
 */
export const IMAGE_WORKER_YOUNG_GENERATION_MB = 3;

/**
 * Decodes and re-encodes uploaded images (image-reencode.ts) on worker threads: one per upload processing slot
 * (UPLOAD_PROCESSING_SLOTS, which UploadSlotsInterceptor already holds uploads to), started at the first upload and
 * ended after a minute without one, so an idle API holds no worker's memory.
 */
@Injectable()
export class ImageWorkers implements OnModuleDestroy {
  private readonly pool: Piscina<ReencodeTask, ArrayBuffer | null>;

  constructor(config: AppConfig) {
    this.pool = new Piscina<ReencodeTask, ArrayBuffer | null>({
      filename: WORKER_SCRIPT,
      minThreads: 0,
      maxThreads: config.UPLOAD_PROCESSING_SLOTS,
      idleTimeout: 60_000,
      resourceLimits: { maxYoungGenerationSizeMb: IMAGE_WORKER_YOUNG_GENERATION_MB },
    });
  }

  /** The image in the file at `path` decoded completely as `type` and re-encoded, or null when it does not decode. */
  async reencode(file: string, type: StoredImageType): Promise<Buffer | null> {
    const bytes = await this.pool.run({ path: file, type });
    return bytes ? Buffer.from(bytes) : null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }
}
