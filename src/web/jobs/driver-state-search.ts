/**
 * The URL query of the workbench's driver tab filtered to one availability (the card's numbers link there). Apart
 * from the driver table, which the workbench loads only on that tab.
 */
export const driverStateSearch = (state: string | null) =>
  `?tab=driverAvailability${state ? `&drvState=${encodeURIComponent(state)}` : ''}`;
