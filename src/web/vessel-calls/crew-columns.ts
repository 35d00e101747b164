import type { TFunction } from '../lib/translator';
import { CREW_RANKS, DG_CLASSES, DG_UNITS, IDENTITY_DOC_TYPES, PACKING_GROUPS } from '../../domain/vessel-calls/vessel-calls';
import type { RowColumn } from './rows-table';

type Options = { value: string; label: string }[];

/** A crew member as the forms hold it (the shared schema's fields, all text). */
export const EMPTY_CREW = {
  name: '',
  rank: '',
  nationality: '',
  dateOfBirth: '',
  placeOfBirth: '',
  docType: '',
  docNo: '',
  docExpiry: '',
};
export type CrewValues = typeof EMPTY_CREW;

export const EMPTY_PASSENGER = {
  name: '',
  nationality: '',
  dateOfBirth: '',
  placeOfBirth: '',
  docType: '',
  docNo: '',
  embarkPort: '',
  disembarkPort: '',
  transit: false as boolean,
};
export type PassengerValues = typeof EMPTY_PASSENGER;

export const EMPTY_GOOD = { unNo: '', shippingName: '', dgClass: '', packingGroup: '', quantity: '', unit: 'KG', stowage: '' };
export type GoodValues = typeof EMPTY_GOOD;

const docTypes = (t: TFunction): Options => IDENTITY_DOC_TYPES.map((d) => ({ value: d, label: t(`vesselCalls.docType.${d}`) }));

/** The columns of a crew list (FAL 5): name, rank, nationality, birth, identity document with its expiry. */
export const crewColumns = (t: TFunction, countries: Options): RowColumn[] => [
  { name: 'name', label: t('vesselCalls.crew.name'), width: 200 },
  {
    name: 'rank',
    label: t('vesselCalls.crew.rank'),
    kind: 'select',
    options: CREW_RANKS.map((r) => ({ value: r, label: t(`vesselCalls.rank.${r}`) })),
  },
  { name: 'nationality', label: t('vesselCalls.crew.nationality'), kind: 'select', options: countries },
  { name: 'dateOfBirth', label: t('vesselCalls.crew.dateOfBirth'), kind: 'day', width: 150 },
  { name: 'placeOfBirth', label: t('vesselCalls.crew.placeOfBirth') },
  { name: 'docType', label: t('vesselCalls.crew.docType'), kind: 'select', options: docTypes(t) },
  { name: 'docNo', label: t('vesselCalls.crew.docNo'), upper: true },
  { name: 'docExpiry', label: t('vesselCalls.crew.docExpiry'), kind: 'day', width: 150 },
];

/** FAL 6 passengers. */
export const passengerColumns = (t: TFunction, countries: Options): RowColumn[] => [
  { name: 'name', label: t('vesselCalls.crew.name'), width: 200 },
  { name: 'nationality', label: t('vesselCalls.crew.nationality'), kind: 'select', options: countries },
  { name: 'dateOfBirth', label: t('vesselCalls.crew.dateOfBirth'), kind: 'day', width: 150 },
  { name: 'placeOfBirth', label: t('vesselCalls.crew.placeOfBirth') },
  { name: 'docType', label: t('vesselCalls.crew.docType'), kind: 'select', options: docTypes(t) },
  { name: 'docNo', label: t('vesselCalls.crew.docNo'), upper: true },
  { name: 'embarkPort', label: t('vesselCalls.fal6.embarkPort'), upper: true, width: 110 },
  { name: 'disembarkPort', label: t('vesselCalls.fal6.disembarkPort'), upper: true, width: 110 },
  { name: 'transit', label: t('vesselCalls.fal6.transit'), kind: 'check', width: 70 },
];

/** FAL 7 dangerous goods. */
export const goodColumns = (t: TFunction): RowColumn[] => [
  { name: 'unNo', label: t('vesselCalls.fal7.unNo'), width: 100 },
  { name: 'shippingName', label: t('vesselCalls.fal7.shippingName'), width: 220 },
  {
    name: 'dgClass',
    label: t('vesselCalls.fal7.dgClass'),
    kind: 'select',
    options: DG_CLASSES.map((c) => ({ value: c, label: c })),
  },
  {
    name: 'packingGroup',
    label: t('vesselCalls.fal7.packingGroup'),
    kind: 'select',
    options: PACKING_GROUPS.map((c) => ({ value: c, label: c })),
  },
  { name: 'quantity', label: t('vesselCalls.fal7.quantity'), width: 120 },
  { name: 'unit', label: t('vesselCalls.fal7.unit'), kind: 'select', options: DG_UNITS.map((u) => ({ value: u, label: u })) },
  { name: 'stowage', label: t('vesselCalls.fal7.stowage') },
];
