/**
 * Web routes of truck rentals (issue 19, spec §2.3; decision 0033). Import-free: the route table, the permissions and
 * the breadcrumbs take them without the screens.
 */
export const RENTAL_ROUTES = {
  /** The rentals of both sides: the renter's requests, the operator's, the platform's all. */
  list: '/administrations/truckrental',
  /** The renter's request form. */
  new: '/administrations/truckrental/new',
  /** One rental with its quote, trucks, job and the server's verbs. */
  detail: '/administrations/truckrental/:viewType/:rentalId',
  /** The spec's second name of the list (§2.3 rental-management): the same screens (decision 0033). */
  managementList: '/administrations/rental-management',
  managementNew: '/administrations/rental-management/add',
  managementDetail: '/administrations/rental-management/:viewType/:rentalId',
} as const;

/** A rental's screen. */
export const rentalPath = (rentalId: string) => `${RENTAL_ROUTES.list}/view/${encodeURIComponent(rentalId)}`;
