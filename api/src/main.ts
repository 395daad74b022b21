import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './platform/config/app-config';
import { createApp } from './create-app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
  const metrics = config.METRICS_PORT ? `, metrics on http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics` : '';
  new Logger('Startup').log(`API ${config.INSTANCE_ID} (${config.NODE_ENV}) listening on http://${config.HOST}:${config.PORT}${metrics}; log level ${config.LOG_LEVEL}`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
