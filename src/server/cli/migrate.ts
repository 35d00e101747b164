import { prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config';

/** `npm run db:migrate`: applies the committed migrations and stops. */
const config = loadConfig();
const prepared = await prepareDatabase(config, () => {}, { seed: false });
process.stdout.write('Migrations applied.\n');
await prepared.close();
