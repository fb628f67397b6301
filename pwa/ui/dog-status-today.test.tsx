/**
 * Today's status for dogs on a beach card, a directory entry and the map (issue #29): a beach
 * with no rule and no source reads "not known" in grey, never "Dogs welcome" in green.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApiBeach } from '../testing/factories.ts';
import { renderComponent } from '../testing/render-component.tsx';
import { DogStatusToday } from './dog-status-today.tsx';

const december = new Date('2026-12-10T12:00:00Z');

describe('DogStatusToday', () => {
  it('with no rule and no source: not known, in the neutral tone', () => {
    const added = buildApiBeach({ dogRules: [], validationSourceUrl: null });
    renderComponent(<DogStatusToday beach={added} now={december} />);
    const line = screen.getByTestId('dog-today');
    expect(line).toHaveTextContent('Dog rules not known — check the signs');
    expect(line).toHaveAttribute('data-tone', 'unknown');
  });

  it('with a source that records no rule: dogs welcome', () => {
    renderComponent(<DogStatusToday beach={buildApiBeach({ dogRules: [] })} now={december} />);
    expect(screen.getByTestId('dog-today')).toHaveTextContent('Dogs welcome today');
    expect(screen.getByTestId('dog-today')).toHaveAttribute('data-tone', 'welcome');
  });
});
