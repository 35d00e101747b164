import { checkNotificationTemplate, checkNotificationType } from '../notifications/resource-checks';
import { announcementResource } from '../../domain/resources/admin/announcement';
import { faqResource } from '../../domain/resources/admin/faq';
import {
  announcementTypeResource,
  articleCategoryResource,
  attachTypeResource,
  contractTypeResource,
  notificationTypeResource,
  paymentTypeResource,
  thrusterTypeResource,
} from '../../domain/resources/master/code-list';
import { countryResource } from '../../domain/resources/master/country';
import { emissionFactorResource } from '../../domain/resources/master/emission-factor';
import {
  certificateConfigResource,
  certificateSvcResource,
  docAssociateResource,
  notificationTemplateResource,
} from '../../domain/resources/master/documents-config';
import {
  agencyOfficeResource,
  agencyResource,
  ministryResource,
  portTerminalResource,
} from '../../domain/resources/master/government';
import { hsCodeResource } from '../../domain/resources/master/hs-code';
import { currencyResource } from '../../domain/resources/master/currency';
import { portResource } from '../../domain/resources/master/port';
import { provinceResource } from '../../domain/resources/master/province';
import { uomResource } from '../../domain/resources/master/uom';
import { chassisResource } from '../../domain/resources/fleet/chassis';
import { departmentResource } from '../../domain/resources/fleet/department';
import { checkDepartment } from '../departments/departments.service';
import { driverResource } from '../../domain/resources/fleet/driver';
import { locationResource } from '../../domain/resources/fleet/location';
import { truckResource } from '../../domain/resources/fleet/truck';
import {
  certificateConfigs,
  certificateServices,
  docAssociates,
  notificationTemplates,
  agencies,
  agencyOffices,
  articleCategories,
  attachTypes,
  chassis,
  contractTypes,
  countries,
  emissionFactors,
  currencies,
  departments,
  drivers,
  hsCodes,
  locations,
  ministries,
  notificationTypes,
  paymentTypes,
  portTerminals,
  ports,
  provinces,
  thrusterTypes,
  trucks,
  uoms,
  announcements,
  faqEntries,
  insurers,
  insuranceRates,
  announcementTypes,
} from '../db/schema';
import { insuranceRateResource, insurerResource } from '../../domain/insurance/insurance-resources';
import type { ServerResource } from './registry-types';
import { trackingDeviceServerResource } from '../tracking/devices';
import { trackAlertRuleServerResource } from '../tracking/alerts.service';

/** The server side of each resource: its definition (src/domain/resources) and its table. */
export const SERVER_RESOURCES: ServerResource[] = [
  { def: countryResource, table: countries },
  { def: currencyResource, table: currencies },
  { def: provinceResource, table: provinces },
  { def: portResource, table: ports },
  { def: uomResource, table: uoms },
  { def: hsCodeResource, table: hsCodes },
  { def: ministryResource, table: ministries },
  { def: agencyResource, table: agencies },
  { def: agencyOfficeResource, table: agencyOffices },
  { def: portTerminalResource, table: portTerminals },
  { def: attachTypeResource, table: attachTypes },
  { def: paymentTypeResource, table: paymentTypes },
  { def: thrusterTypeResource, table: thrusterTypes },
  { def: articleCategoryResource, table: articleCategories },
  { def: notificationTypeResource, table: notificationTypes, beforeWrite: checkNotificationType },
  { def: contractTypeResource, table: contractTypes },
  { def: docAssociateResource, table: docAssociates, unique: { mst_doc_associates_uq: 'attType' } },
  { def: certificateConfigResource, table: certificateConfigs },
  { def: certificateSvcResource, table: certificateServices },
  {
    def: notificationTemplateResource,
    table: notificationTemplates,
    unique: { notification_templates_uq: 'ntCode' },
    beforeWrite: checkNotificationTemplate,
  },
  { def: truckResource, table: trucks, unique: { trucks_plate_uq: 'vhPlateNo' } },
  { def: driverResource, table: drivers, unique: { drivers_licence_uq: 'licenceNo' } },
  { def: chassisResource, table: chassis, unique: { chassis_pkey: 'chsId' } },
  { def: locationResource, table: locations },
  {
    def: departmentResource,
    table: departments,
    unique: { departments_code_uq: 'deptCode' },
    beforeWrite: checkDepartment,
  },
  trackingDeviceServerResource,
  { def: announcementTypeResource, table: announcementTypes },
  { def: announcementResource, table: announcements },
  trackAlertRuleServerResource,
  { def: emissionFactorResource, table: emissionFactors },
  { def: faqResource, table: faqEntries },
  { def: insurerResource, table: insurers },
  { def: insuranceRateResource, table: insuranceRates },
];
