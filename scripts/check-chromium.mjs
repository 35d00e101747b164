import { accessSync, constants } from 'node:fs';

// The browser journeys drive the system Chromium; no browser is downloaded.
const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(`Chromium not found at ${path}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`);
  process.exit(1);
}
