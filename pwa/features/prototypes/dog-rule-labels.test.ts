import { expect, it } from 'vitest';
import {
  checkedLabel,
  confidenceText,
  hoursLabel,
  monthDayLabel,
  restrictedDatesLabel,
} from './dog-rule-labels.ts';

it('words the recorded dog rules for people', () => {
  expect(monthDayLabel('05-01')).toBe('1 May');
  expect(monthDayLabel('11-03')).toBe('3 November');
  expect(monthDayLabel(null)).toBeNull();
  expect(hoursLabel('24hr')).toBe('All day');
  expect(hoursLabel('10:00-18:00')).toBe('10:00–18:00');
  expect(checkedLabel('2026-11-21')).toBe('Nov 21, 2026');
});

it('gives the dates of a ban, or all year for one without dates (issue #29)', () => {
  const dated = {
    dogAccessStatus: 'seasonal_ban' as const,
    dogRestrictionStart: '05-01',
    dogRestrictionEnd: '09-30',
  };
  expect(restrictedDatesLabel(dated)).toBe('1 May – 30 September');
  const undated = { dogRestrictionStart: null, dogRestrictionEnd: null };
  expect(restrictedDatesLabel({ ...undated, dogAccessStatus: 'restricted' })).toBe('All year');
  expect(restrictedDatesLabel({ ...undated, dogAccessStatus: 'allowed' })).toBe('None');
  expect(restrictedDatesLabel({ ...undated, dogAccessStatus: null })).toBeNull();
});

it('says what the rules rest on as the record shows it, never that an order was read (issue #29)', () => {
  const council = 'https://www.southhams.gov.uk/article/4109/Dogs-on-Beaches-';
  const report = 'https://www.burnham-on-sea.com/news/burnham-on-sea-winter-beach-dog-walking-rules/';
  expect(confidenceText({ validationConfidence: 'high', validationSourceUrl: council })).toBe(
    "From the council's published rules.",
  );
  expect(confidenceText({ validationConfidence: 'high', validationSourceUrl: report })).toBe(
    'From the rules as published on burnham-on-sea.com.',
  );
  expect(confidenceText({ validationConfidence: 'medium', validationSourceUrl: report })).toBe(
    'From the rules as published on burnham-on-sea.com. Some details are still to be confirmed.',
  );
  expect(confidenceText({ validationConfidence: 'low', validationSourceUrl: council })).toMatch(
    /Check local signs/,
  );
  expect(confidenceText({ validationConfidence: 'high', validationSourceUrl: null })).toBe(
    'We have no source for these rules — check the signs on the day.',
  );
  for (const confidence of ['high', 'medium', 'low'] as const) {
    expect(confidenceText({ validationConfidence: confidence, validationSourceUrl: report })).not.toMatch(
      /order|confirmed against|official/i,
    );
  }
});
