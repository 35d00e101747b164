import { prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config';

/** `npm run db:seed`: migrates, then seeds reference data and (into an empty database) demo data. */
const config = loadConfig();
const prepared = await prepareDatabase(config);
process.stdout.write(
  prepared.seeded
    ? 'Demo data seeded.\n'
    : 'Reference data ensured; demo data not seeded (database not empty or demo disabled).\n',
);
await prepared.close();
