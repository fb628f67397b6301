import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WalkingRoute } from '../../../data/queries/get-routes.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { ROUTE } from './dog-walks-test-data.ts';
import { RouteCard } from './route-card.tsx';

const route = (overrides: Partial<WalkingRoute> = {}): WalkingRoute => ({ ...ROUTE, ...overrides });

const ownText = (element: Element) =>
  Array.from(element.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim();

describe("a walk card's byline", () => {
  // The byline wraps on a phone; a "·" that is a line item of its own can be left alone at the
  // end of one line or the start of the next. Held to the part it introduces by a no-break space,
  // it moves with that part.
  it('keeps the separator and the part after it as one unbreakable piece', () => {
    const { container } = renderComponent(<RouteCard route={route()} />);
    const byline = screen.getByText('Shared by Sarah');
    expect(byline.textContent).toBe('·\u00A0Shared by Sarah');
    const loneSeparators = Array.from(container.querySelectorAll('*')).filter((el) => ownText(el) === '·');
    expect(loneSeparators.filter((el) => !byline.contains(el))).toEqual([]);
  });

  it('has no separator when there is no rating before the name', () => {
    renderComponent(<RouteCard route={route({ totalRatings: 0 })} />);
    expect(screen.getByText('Shared by Sarah').textContent).toBe('Shared by Sarah');
  });
});
