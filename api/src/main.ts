import 'reflect-metadata';
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
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
