/**
 * What a company offers beyond its type: a service provider registered as a leasing provider (decision 0037) decides
 * lease applications; a ship agent, also a service provider, does not. Menus and workbench tabs of such a service
 * show only to the companies that offer it.
 */
export const COMPANY_SERVICES = ['LEASING'] as const;
export type CompanyService = (typeof COMPANY_SERVICES)[number];
