import path from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { ScanOutcome } from '@evisa/passport/read-image';
import type { PassportReadTask } from './passport-read.worker';

/**
 * The script of the worker: in the build, the bundle's own entry `passport-read-worker.js` beside main.js
 * (api/webpack.config.cjs); run from the TypeScript sources, a loader that compiles the task module.
 */
const WORKER_SCRIPT = __filename.endsWith('.ts')
  ? path.join(__dirname, 'passport-read.worker.source.cjs')
  : path.join(__dirname, 'passport-read-worker.js');

/**
 * Reads a passport copy's MRZ on a worker thread: the read is a few hundred milliseconds of JavaScript that would
 * stop every other request of the API meanwhile. One thread, started at the first read and ended after a minute
 * without one: reads queue behind each other and leave the second CPU to the event loop, and an idle API holds
 * no worker's memory.
 */
@Injectable()
export class PassportReaderService implements OnModuleDestroy {
  private readonly pool = new Piscina<PassportReadTask, ScanOutcome>({
    filename: WORKER_SCRIPT,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });

  read(task: PassportReadTask): Promise<ScanOutcome> {
    return this.pool.run(task);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }
}
