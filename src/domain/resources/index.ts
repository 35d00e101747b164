import { chassisResource } from './fleet/chassis';
import { departmentResource } from './fleet/department';
import { driverResource } from './fleet/driver';
import { locationResource } from './fleet/location';
import { truckResource } from './fleet/truck';
import { trackingDeviceResource } from './fleet/tracking-device';
import { announcementResource } from './admin/announcement';
import { faqResource } from './admin/faq';
import { trackAlertRuleResource } from './fleet/track-alert-rule';
import {
  announcementTypeResource,
  articleCategoryResource,
  attachTypeResource,
  contractTypeResource,
  notificationTypeResource,
  paymentTypeResource,
  thrusterTypeResource,
} from './master/code-list';
import { countryResource } from './master/country';
import { emissionFactorResource } from './master/emission-factor';
import {
  certificateConfigResource,
  certificateSvcResource,
  docAssociateResource,
  notificationTemplateResource,
} from './master/documents-config';
import { agencyOfficeResource, agencyResource, ministryResource, portTerminalResource } from './master/government';
import { hsCodeResource } from './master/hs-code';
import { currencyResource } from './master/currency';
import { portResource } from './master/port';
import { provinceResource } from './master/province';
import { uomResource } from './master/uom';
import { insuranceRateResource, insurerResource } from '../insurance/insurance-resources';
import type { ResourceDef } from './types';

/** Every resource of the engine; adding one here (with its table and translations) is all it takes. */
export const RESOURCES: ResourceDef[] = [
  countryResource,
  currencyResource,
  provinceResource,
  portResource,
  uomResource,
  hsCodeResource,
  ministryResource,
  agencyResource,
  agencyOfficeResource,
  portTerminalResource,
  attachTypeResource,
  paymentTypeResource,
  thrusterTypeResource,
  articleCategoryResource,
  notificationTypeResource,
  contractTypeResource,
  docAssociateResource,
  certificateConfigResource,
  certificateSvcResource,
  notificationTemplateResource,
  truckResource,
  driverResource,
  chassisResource,
  locationResource,
  departmentResource,
  trackingDeviceResource,
  announcementTypeResource,
  announcementResource,
  trackAlertRuleResource,
  emissionFactorResource,
  faqResource,
  insurerResource,
  insuranceRateResource,
];

export const resourceByName = (name: string) => RESOURCES.find((r) => r.name === name);
