import type { ResourceDef } from '../resources/types';

/**
 * The master data of cargo insurance (issue 19, decision 0038), kept by the platform through the resource engine:
 * the insurers an application may choose, and the premium rate per goods type (a percent or per-mille rate and the
 * minimum premium in IDR and in USD). The demo rows (migration 0056) are demo figures, not an insurer's tariff.
 */
export const insurerResource: ResourceDef = {
  name: 'insurer',
  path: 'insurers',
  key: 'insurerId',
  fields: [
    {
      name: 'insurerId',
      kind: 'text',
      required: true,
      max: 20,
      upper: true,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
      mono: true,
    },
    { name: 'insurerName', kind: 'text', required: true, max: 120, list: true, sortable: true, search: true },
    { name: 'npwp', kind: 'text', max: 32, list: true },
  ],
  defaultSort: { field: 'insurerName', order: 'asc' },
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'] },
  webList: '/master/insurer',
  webDetail: '/master/insurer',
};

export const insuranceRateResource: ResourceDef = {
  name: 'insuranceRate',
  path: 'insurance-rates',
  key: 'goodsType',
  fields: [
    {
      name: 'goodsType',
      kind: 'text',
      required: true,
      max: 32,
      upper: true,
      immutable: true,
      list: true,
      sortable: true,
      search: true,
      mono: true,
    },
    { name: 'goodsName', kind: 'text', required: true, max: 120, list: true, sortable: true, search: true },
    { name: 'rateBasis', kind: 'select', options: ['PCT', 'PML'], required: true, list: true },
    { name: 'rate', kind: 'decimal', required: true, min: 0.0001, maxValue: 9999, list: true },
    { name: 'minPremiumIdr', kind: 'decimal', required: true, min: 0, maxValue: 9_999_999_999, list: true },
    { name: 'minPremiumUsd', kind: 'decimal', required: true, min: 0, maxValue: 9_999_999_999, list: true },
  ],
  defaultSort: { field: 'goodsType', order: 'asc' },
  permissions: { read: 'signedIn', write: 'master.manage' },
  tenant: 'platform',
  statusField: 'status',
  actions: { view: true, edit: ['A', 'I'], clone: true, activate: ['I'], deactivate: ['A'] },
  webList: '/master/insurance-rate',
  webDetail: '/master/insurance-rate',
};
