import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DogRule } from '../../../domain/dog-rules.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { DogRulesSection } from './dog-rules-section.tsx';

/** A ban, all day, on a named part of the beach. */
const ban = (zone: string, period: DogRule['period']): DogRule => ({
  kind: 'no-dogs',
  zone,
  period,
  hours: 'all-day',
});

const burnham = buildApiBeach({
  name: 'Burnham-on-Sea Beach',
  accessType: 'restricted',
  dogRules: [
    ban('between the jetty and the pavilion', 'all-year'),
    ban('from the jetty to the yacht club', { from: '05-01', to: '09-30' }),
  ],
  validationLastChecked: '2026-11-21',
  validationSourceUrl: 'https://council.example/pspo',
});

const rulesList = () => screen.getByRole('list', { name: 'Dog rules' });
const items = () => within(rulesList()).getAllByRole('listitem');

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('the dog access information of a beach', () => {
  it('lists each rule and marks the one in force in December', () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    renderComponent(<DogRulesSection beach={burnham} />);
    const [yearRound, summer] = items();
    expect(yearRound).toHaveTextContent('No dogs between the jetty and the pavilion');
    expect(yearRound).toHaveTextContent('All year · All day');
    expect(yearRound).toHaveTextContent('In force now');
    expect(summer).toHaveTextContent('No dogs from the jetty to the yacht club');
    expect(summer).toHaveTextContent('1 May to 30 Sep every year · All day');
    expect(summer).toHaveTextContent('Not in force now');
    expect(screen.getByTestId('dog-rules-checked')).toHaveTextContent('Source last read on 21 Nov 2026.');
    expect(screen.getByRole('link', { name: /Source/ })).toHaveAttribute(
      'href',
      'https://council.example/pspo',
    );
  });

  it('in July marks both zones in force', () => {
    vi.setSystemTime(new Date('2026-07-10T12:00:00Z'));
    renderComponent(<DogRulesSection beach={burnham} />);
    expect(within(rulesList()).getAllByText('In force now')).toHaveLength(2);
  });

  it('says the check date was not recorded rather than inventing one', () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    renderComponent(<DogRulesSection beach={{ ...burnham, validationLastChecked: null }} />);
    expect(screen.getByTestId('dog-rules-checked')).toHaveTextContent(
      'Date the source was last read: not recorded.',
    );
  });

  it('says when no rule is recorded, and when a ban has no dates', () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    const { unmount } = renderComponent(
      <DogRulesSection beach={{ ...burnham, accessType: 'year-round', dogRules: [] }} />,
    );
    expect(screen.getByTestId('dog-rules-none')).toHaveTextContent(
      /dogs are welcome on the whole beach all year/,
    );
    unmount();
    renderComponent(
      <DogRulesSection
        beach={{
          ...burnham,
          accessType: 'seasonal',
          dogAccessStatus: 'seasonal_ban',
          dogRestrictionStart: null,
          dogRestrictionEnd: null,
          dogRules: null,
        }}
      />,
    );
    expect(screen.getByTestId('dog-rules-none')).toHaveTextContent(/its dates are not recorded/);
  });

  it('with no rule and no source says the rules are not known, not that dogs are welcome (issue #29)', () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    const added = buildApiBeach({ dogRules: [], validationSourceUrl: null, validationLastChecked: null });
    renderComponent(<DogRulesSection beach={added} />);
    expect(screen.getByTestId('dog-rules-none')).toHaveTextContent(/no dog rules and no source/);
    expect(screen.getByTestId('dog-rules-none')).not.toHaveTextContent(/welcome on the whole beach/);
    expect(screen.getByText('Dog rules not known')).toBeInTheDocument();
    expect(screen.queryByText('Year Round Access')).not.toBeInTheDocument();
  });
});
