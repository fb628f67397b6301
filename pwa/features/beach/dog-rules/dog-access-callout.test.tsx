/**
 * The beach page's lead line (issue #29): a beach with no rule and no source is not "Dogs
 * welcome now" in green, but a neutral "not known" that sends the owner to the signs.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildApiBeach } from '../../../testing/factories.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { DogAccessCallout } from './dog-access-callout.tsx';

const callout = () => screen.getByRole('region', { name: 'Dogs on this beach right now' });

describe('the dog line of a beach page', () => {
  it('with no rule and no source: rules not known, nothing green, and no source to claim', () => {
    renderComponent(
      <DogAccessCallout
        beach={buildApiBeach({ dogRules: [], validationSourceUrl: null, validationLastChecked: null })}
      />,
    );
    expect(screen.getByTestId('dog-now')).toHaveTextContent('Dog rules not known — check the signs');
    expect(callout()).toHaveTextContent('No rules recorded');
    expect(callout()).not.toHaveTextContent(/welcome/i);
    expect(callout()).toHaveTextContent("We have no source for this beach's dog rules — check the signs.");
  });

  it('with a source that records no rule: dogs welcome', () => {
    renderComponent(<DogAccessCallout beach={buildApiBeach({ dogRules: [] })} />);
    expect(callout()).toHaveTextContent('Dogs welcome now');
    expect(screen.getByTestId('dog-now')).toHaveTextContent('Dogs allowed all year');
  });
});
