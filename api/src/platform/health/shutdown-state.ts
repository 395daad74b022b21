import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

/**
 * Graceful shutdown: on SIGTERM or SIGINT the readiness check answers 503 at once, the instance goes on
 * serving for SHUTDOWN_DELAY_MS (a load balancer that polls readiness stops sending it traffic meanwhile), and
 * only then does Nest close the HTTP server: no new connections, requests under way finish, then the database
 * connection closes. A close without a signal (tests) does not wait.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  private stopping = false;

  constructor(private readonly config: AppConfig) {}

  get draining(): boolean {
    return this.stopping;
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.stopping = true;
    if (signal && this.config.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, this.config.SHUTDOWN_DELAY_MS));
  }
}
