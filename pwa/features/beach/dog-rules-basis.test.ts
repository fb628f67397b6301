import { describe, expect, it } from 'vitest';
import { buildApiBeach } from '../../testing/factories.ts';
import { dogRulesBasis } from './dog-rules-basis.ts';

describe('what the dog notice says the rules rest on', () => {
  it('names the site of the source and the day it was read', () => {
    const beach = buildApiBeach({
      validationSourceUrl: 'https://www.southhams.gov.uk/article/4109/Dogs-on-Beaches-',
      validationLastChecked: '2026-11-25',
    });
    expect(dogRulesBasis(beach)).toBe('From a page on southhams.gov.uk, read 25 Nov 2026.');
  });

  it('says so when nobody recorded the day the source was read, and names no order', () => {
    const beach = buildApiBeach({
      validationSourceUrl: 'https://blackmorevale.net/new-rules-on-dogs-on-dorset-beaches',
      validationLastChecked: null,
    });
    expect(dogRulesBasis(beach)).toBe(
      'From a page on blackmorevale.net; the day it was read is not recorded.',
    );
    expect(dogRulesBasis(beach)).not.toMatch(/order|council|verified|checked/i);
  });

  it('claims no source for a beach an admin added without one', () => {
    const beach = buildApiBeach({ dogRules: [], validationSourceUrl: null, validationLastChecked: null });
    expect(dogRulesBasis(beach)).toBe(
      "We have no source for this beach's dog rules yet — check the signs on the day.",
    );
    expect(dogRulesBasis({ ...beach, validationSourceUrl: '  ' })).toMatch(/^We have no source/);
  });

  it('does not make up a site from an address it cannot read', () => {
    const beach = buildApiBeach({ validationSourceUrl: 'council leaflet', validationLastChecked: null });
    expect(dogRulesBasis(beach)).toBe('From the source linked here; the day it was read is not recorded.');
  });
});
