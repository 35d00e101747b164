import type { ClipboardEvent, KeyboardEvent } from 'react';
import type { FieldDef } from '../../domain/resources/types';

export type NumericKind = 'int' | 'decimal';

/** Whether a field takes a leading minus: only when its lower bound is negative, or a decimal without one (coordinates). */
export const allowsNegative = (field: Pick<FieldDef, 'kind' | 'min'>): boolean =>
  field.min !== undefined ? field.min < 0 : field.kind === 'decimal';

/**
 * Spec §5: numeric inputs take digits only; a decimal-capable one digits and one decimal point.
 * A value being typed may be incomplete ("", "-", "12.").
 */
export function acceptsNumeric(kind: NumericKind, text: string, negative = false): boolean {
  const sign = negative ? '-?' : '';
  const pattern = kind === 'int' ? new RegExp(`^${sign}\\d*$`) : new RegExp(`^${sign}\\d*\\.?\\d*$`);
  return pattern.test(text);
}

/** The input's value with `inserted` typed or pasted over its selection. */
function valueWith(input: HTMLInputElement, inserted: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  return input.value.slice(0, start) + inserted + input.value.slice(end);
}

/** Key and paste guards that stop anything but digits (and one point for decimals) reaching the input. */
export function numericGuards(kind: NumericKind, negative = false) {
  return {
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      // Editing and navigation keys (Backspace, arrows, Tab…) and shortcuts pass.
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!acceptsNumeric(kind, valueWith(event.currentTarget, event.key), negative)) event.preventDefault();
    },
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const text = event.clipboardData.getData('text');
      if (!acceptsNumeric(kind, valueWith(event.currentTarget, text.trim()), negative)) event.preventDefault();
    },
  };
}
