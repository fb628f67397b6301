import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import type { DogRuleEvidence } from '../../../../domain/dog-rules/dog-rule-evidence.ts';
import type { DogRule } from '../../../../domain/dog-rules/dog-rules.ts';
import { buildApiBeach } from '../../../testing/factories.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { DogAccessCallout } from './dog-access-callout.tsx';
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
  validationNotes: 'Zone boundary from memory; coordinates nudged about 150 m inshore.',
});

const rulesList = () => screen.getByRole('list', { name: 'Dog rules' });
/** The rules, not the sources listed inside each. */
const items = () =>
  within(rulesList())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === rulesList());

const order: DogRuleEvidence = {
  kind: 'council-order',
  title: 'North Devon Council dog control order 2024',
  url: 'https://northdevon.gov.uk/pspo-2024.pdf',
  published: '2024-04-01',
  seen: '2026-05-03',
  expires: '2027-03-31',
  says: null,
};
const gazette: DogRuleEvidence = {
  kind: 'press-report',
  title: 'the North Devon Gazette',
  url: null,
  published: '2021',
  seen: null,
  expires: null,
  says: null,
};

const summerBan = (evidence: DogRuleEvidence[]): DogRule => ({
  kind: 'no-dogs',
  zone: null,
  period: { from: '05-01', to: '09-30' },
  hours: 'all-day',
  evidence,
});
const croyde = (rule: DogRule, overrides: Partial<Beach> = {}) =>
  buildApiBeach({ name: 'Croyde Bay', accessType: 'seasonal', dogRules: [rule], ...overrides });

const rule = () => items()[0];
const on = (iso: string) => vi.setSystemTime(new Date(iso));
const SEASON_NOTICE = 'Not confirmed for this season — check the signs';

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
  });

  it('never prints the working notes (issue #29)', () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    renderComponent(<DogRulesSection beach={burnham} />);
    expect(document.body).not.toHaveTextContent(/from memory|nudged|About this information/);
  });

  it('offers its rules for a calendar: a webcal:// subscription and the .ics file, as plain links (issue #31)', () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    renderComponent(<DogRulesSection beach={{ ...burnham, slug: 'burnham-on-sea-beach' }} />);
    const path = '/api/beaches/burnham-on-sea-beach/calendar.ics';
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}${path}`,
    );
    const file = screen.getByRole('link', { name: 'Download the calendar file (.ics)' });
    expect(file).toHaveAttribute('href', path);
    expect(file).toHaveAttribute('download', 'burnham-on-sea-beach-dog-rules.ics');
  });

  it('offers no calendar for a beach with no rules, or rules nobody knows', () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    const { unmount } = renderComponent(<DogRulesSection beach={{ ...burnham, dogRules: [] }} />);
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    unmount();
    const added = buildApiBeach({ dogRules: [], validationSourceUrl: null, validationLastChecked: null });
    renderComponent(<DogRulesSection beach={added} />);
    expect(screen.queryByTestId('add-to-calendar')).not.toBeInTheDocument();
  });

  it('in July marks both zones in force', () => {
    vi.setSystemTime(new Date('2026-07-10T12:00:00Z'));
    renderComponent(<DogRulesSection beach={burnham} />);
    expect(within(rulesList()).getAllByText('In force now')).toHaveLength(2);
  });

  it('says a rule with no source we can name is unconfirmed, and dates nothing', () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    renderComponent(<DogRulesSection beach={burnham} />);
    const [yearRound] = items();
    expect(yearRound).toHaveTextContent('Unconfirmed — check the signs');
    expect(yearRound).toHaveTextContent('We have no source we can name for this rule.');
    expect(yearRound).not.toHaveTextContent(/last confirmed|2026/);
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
    // Nothing claims an order or a council behind a beach an admin added with no rules.
    expect(screen.getByText("We have no source for this beach's dog rules — check the signs.")).toBeVisible();
    expect(document.body).not.toHaveTextContent(/council|landowner|order/i);
  });
});

describe('what a dog rule rests on', () => {
  it('names the order, its term and the day it was read, linked to the order itself', () => {
    on('2026-11-27T12:00:00Z');
    renderComponent(<DogRulesSection beach={croyde(summerBan([order]))} />);
    const sources = within(rule()).getByRole('list', { name: 'What this rule rests on' });
    expect(sources).toHaveTextContent('Council order (2024–2027), read 3 May 2026');
    const link = within(sources).getByRole('link', { name: /North Devon Council dog control order 2024/ });
    expect(link).toHaveAttribute('href', order.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(rule()).getByTestId('rule-confidence')).toHaveTextContent(
      'Confirmed · last confirmed 3 May 2026',
    );
  });

  it('says a press report is not the order, and that the rule is unconfirmed', () => {
    on('2026-11-27T12:00:00Z');
    renderComponent(<DogRulesSection beach={croyde(summerBan([gazette]))} />);
    expect(rule()).toHaveTextContent(
      'Reported in the North Devon Gazette, 2021 — the order itself not yet read',
    );
    expect(within(rule()).getByTestId('rule-confidence')).toHaveTextContent('Unconfirmed — check the signs');
    expect(rule()).not.toHaveTextContent(/last confirmed/);
  });

  it("an admin's confirmation (a sign seen today) raises the rule to confirmed, here and in the lead line", () => {
    on('2026-11-27T12:00:00Z');
    const sign: DogRuleEvidence = {
      ...gazette,
      kind: 'sign-on-site',
      title: 'Sign at the car park',
      url: 'https://example.org/sign.jpg',
      seen: '2026-11-27',
      published: null,
    };
    const { unmount } = renderComponent(<DogAccessCallout beach={croyde(summerBan([gazette]))} />);
    expect(screen.getByTestId('rule-confidence')).toHaveTextContent('Unconfirmed — check the signs');
    unmount();
    renderComponent(
      <>
        <DogAccessCallout beach={croyde(summerBan([gazette, sign]))} />
        <DogRulesSection beach={croyde(summerBan([gazette, sign]))} />
      </>,
    );
    for (const confidence of screen.getAllByTestId('rule-confidence')) {
      expect(confidence).toHaveTextContent('Confirmed · last confirmed 27 Nov 2026');
    }
    expect(
      within(rule()).getByRole('link', { name: /Sign at the car park, photographed 27 Nov 2026/ }),
    ).toBeVisible();
  });

  it('where sources disagree, says it follows the stricter reading and what each says', () => {
    on('2026-11-27T12:00:00Z');
    const itv = { ...gazette, title: 'ITV News', says: 'no dogs at all times, 1 May – 30 Sep' };
    renderComponent(<DogRulesSection beach={croyde(summerBan([order, itv]))} />);
    const note = within(rule()).getByRole('note', { name: /Sources disagree/ });
    expect(note).toHaveTextContent('Sources disagree — we follow the stricter reading.');
    const other = within(note).getByRole('listitem');
    expect(within(other).getByText('ITV News')).toBeVisible();
    expect(within(other).getByText('no dogs at all times, 1 May – 30 Sep')).toBeVisible();
  });

  it('for a beach with no rules, says what its being free of them rests on', () => {
    on('2026-11-27T12:00:00Z');
    const absent: DogRuleEvidence = {
      ...gazette,
      kind: 'absent-from-list',
      title: 'South Hams list of beaches with dog restrictions',
      url: 'https://southhams.gov.uk/dogs',
      published: '2022',
    };
    renderComponent(
      <DogRulesSection beach={buildApiBeach({ dogRules: [], unrestrictedEvidence: [absent] })} />,
    );
    const sources = screen.getByRole('list', { name: 'What this rests on' });
    expect(sources).toHaveTextContent("Not on the council's 2022 list of restricted beaches — not confirmed");
    expect(within(sources).getByRole('link', { name: /South Hams list/ })).toHaveAttribute(
      'href',
      absent.url,
    );
    expect(screen.getByTestId('rule-confidence')).toHaveTextContent('Unconfirmed — check the signs');
  });
});

describe('the season notice of a rule read in May 2026', () => {
  const beach = croyde(summerBan([order]));

  it('shows in the weeks before the next season and during it, on the rule and in the lead line', () => {
    for (const day of ['2027-04-10T12:00:00Z', '2027-07-01T12:00:00Z']) {
      on(day);
      const { unmount } = renderComponent(
        <>
          <DogAccessCallout beach={beach} />
          <DogRulesSection beach={beach} />
        </>,
      );
      expect(within(rule()).getByText(SEASON_NOTICE)).toBeVisible();
      expect(screen.getAllByText(SEASON_NOTICE)).toHaveLength(2);
      unmount();
    }
  });

  it('does not show after the season, nor during the season it was read in', () => {
    for (const day of ['2026-10-15T12:00:00Z', '2026-07-01T12:00:00Z']) {
      on(day);
      const { unmount } = renderComponent(<DogRulesSection beach={beach} />);
      expect(screen.queryByText(SEASON_NOTICE)).not.toBeInTheDocument();
      unmount();
    }
  });
});
