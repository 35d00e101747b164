// @vitest-environment jsdom
import '../test/dom-setup';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { insuranceRateResource } from '../../domain/insurance/insurance-resources';
import type { FieldDef } from '../../domain/resources/types';
import { setLanguage } from '../lib/i18n';
import { renderUi } from '../test/render-ui';
import { CellValue } from './cell-value';

const field = (name: string): FieldDef => insuranceRateResource.fields.find((f) => f.name === name)!;
const row = {
  goodsType: 'CHEMICALS',
  rate: '0.3500',
  minPremiumIdr: '350000.00',
  minPremiumUsd: '23.00',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  createdBy: null,
  updatedBy: null,
  version: 1,
};

function cells() {
  renderUi(
    <>
      {['rate', 'minPremiumIdr', 'minPremiumUsd'].map((name) => (
        <span key={name} data-testid={name}>
          <CellValue def={insuranceRateResource} field={field(name)} row={row} />
        </span>
      ))}
    </>,
  );
  return ['rate', 'minPremiumIdr', 'minPremiumUsd'].map((name) => screen.getByTestId(name).textContent);
}

describe('CellValue', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows a decimal in Indonesian style on an Indonesian screen', async () => {
    await act(() => setLanguage('id'));
    expect(cells()).toEqual(['0,35', '350.000', '23']);
  });

  it('shows a decimal in English style on an English screen', async () => {
    await act(() => setLanguage('en'));
    expect(cells()).toEqual(['0.35', '350,000', '23']);
  });
});
