/** What other features use of the resource engine (the lint rule lets them import only this file). */
export { useListLookup, useLookupOptions, type LookupOptions } from './use-lookup-options';
export { ResourceListPage, type ResourceListPageProps } from './resource-list-page';
export type { CellPart, ResourceParts } from './resource-parts';
export { LookupSelect, type LookupSelectProps } from './lookup-select';
export { LookupValue } from './lookup-value';
export { resourceKeys } from './resource-keys';
