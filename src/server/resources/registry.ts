import { countryResource } from '../../domain/resources/master/country';
import { currencyResource } from '../../domain/resources/master/currency';
import { portResource } from '../../domain/resources/master/port';
import { provinceResource } from '../../domain/resources/master/province';
import { uomResource } from '../../domain/resources/master/uom';
import { truckResource } from '../../domain/resources/fleet/truck';
import { countries, currencies, ports, provinces, trucks, uoms } from '../db/schema';
import type { ServerResource } from './registry-types';

/** The server side of each resource: its definition (src/domain/resources) and its table. */
export const SERVER_RESOURCES: ServerResource[] = [
  { def: countryResource, table: countries },
  { def: currencyResource, table: currencies },
  { def: provinceResource, table: provinces },
  { def: portResource, table: ports },
  { def: uomResource, table: uoms },
  { def: truckResource, table: trucks, unique: { trucks_plate_uq: 'vhPlateNo' } },
];
