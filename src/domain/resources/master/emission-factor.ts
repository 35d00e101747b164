import { lookupValues } from '../../lookups';
import type { ResourceDef } from '../types';

/**
 * The CO2 emission factors per vehicle type (issue 19, decision 0034; `/opadmin/co2x/factors`, key vehicleType): diesel
 * use loaded and empty (L/100 km), the diesel well-to-wheel and tank-to-wheel factors (kg CO2e/L), the payload
 * assumed when a trip's cargo weight is unknown, and the source. Sources: docs/co2-emission-factors.md.
 */
export const emissionFactorResource: ResourceDef = {
  name: 'emissionFactor',
  path: 'emission-factors',
  key: 'vehicleType',
  fields: [
    {
      name: 'vehicleType',
      kind: 'lookup',
      lookup: 'veh-type',
      options: lookupValues('veh-type'),
      required: true,
      max: 32,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
    },
    { name: 'fuelType', kind: 'select', options: ['DIESEL'], required: true, list: true },
    { name: 'loadedLPer100km', kind: 'decimal', required: true, min: 0.01, maxValue: 9999, list: true },
    { name: 'emptyLPer100km', kind: 'decimal', required: true, min: 0.01, maxValue: 9999, list: true },
    { name: 'wtwKgPerL', kind: 'decimal', required: true, min: 0.001, maxValue: 999, list: true },
    { name: 'ttwKgPerL', kind: 'decimal', required: true, min: 0.001, maxValue: 999 },
    { name: 'defaultPayloadKg', kind: 'int', required: true, min: 0, maxValue: 100000, list: true },
    { name: 'source', kind: 'text', required: true, max: 255 },
  ],
  defaultSort: { field: 'vehicleType', order: 'asc' },
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'] },
  webList: '/opadmin/co2x/factors',
  webDetail: '/opadmin/co2x/factors',
};
