import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '../lib/router';

interface ItemLabel {
  pathname: string;
  label: string;
}

type SetItemLabel = (value: ItemLabel | null) => void;

const SetItemLabelContext = createContext<SetItemLabel>(() => undefined);
const ItemLabelContext = createContext<ItemLabel | null>(null);

/** Holds the label a detail page may give its record for the breadcrumb trail (the shell renders the trail). */
export function BreadcrumbItemProvider({ children }: { children: ReactNode }) {
  const [label, setLabel] = useState<ItemLabel | null>(null);
  return (
    <SetItemLabelContext.Provider value={setLabel}>
      <ItemLabelContext.Provider value={label}>{children}</ItemLabelContext.Provider>
    </SetItemLabelContext.Provider>
  );
}

/**
 * A detail page's nicer name for its record in the breadcrumb trail (a company's name instead of its number):
 * `useBreadcrumbItem(account?.accnName)`. Without it the trail shows the record's id from the URL.
 */
export function useBreadcrumbItem(label: string | null | undefined): void {
  const setLabel = useContext(SetItemLabelContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!label) return undefined;
    setLabel({ pathname, label });
    return () => setLabel(null);
  }, [label, pathname, setLabel]);
}

/** The label the page on `pathname` gave its record, if any (a label left by another page is ignored). */
export function useBreadcrumbItemLabel(pathname: string): string | undefined {
  const label = useContext(ItemLabelContext);
  return label?.pathname === pathname ? label.label : undefined;
}
