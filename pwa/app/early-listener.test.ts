/**
 * Before the app has taken a server page over, a GET form is the server's to answer (a choice
 * applies at once), a link the browser's, and anything else only the app does is held for it
 * (app/early-listener.ts, inline in the page's head).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EarlyListener, installEarlyListener } from './early-listener.ts';

const FILTERS = `
  <form method="get" action="/beaches" data-apply-on-change>
    <input type="hidden" name="search" value="sands">
    <select name="location"><option value="">All locations</option><option>North Devon</option></select>
    <label><input type="checkbox" name="hasParking" value="true"> Parking</label>
    <button type="submit">Apply</button>
  </form>
  <form method="get" action="/beaches"><input name="search"><button>Search</button></form>
  <form method="post" action="/api/contact"><input name="message"><button>Send</button></form>
  <a href="/beaches?page=2">Next</a>
  <button type="button" id="map">Show Map</button>
  <p id="text">Some words</p>`;

let early: EarlyListener;
const navigate = vi.fn();

function page() {
  document.body.innerHTML = FILTERS;
  navigate.mockReset();
  early = installEarlyListener(window, navigate);
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};
const $ = <T extends Element>(selector: string) => document.querySelector(selector) as T;

afterEach(() => {
  early.ready = true;
  delete window.__ddbEarly;
});

describe('installEarlyListener, before the app has taken the page over', () => {
  it('sends a filter form to the server as soon as a choice changes, without its empty fields', () => {
    page();
    const parking = $<HTMLInputElement>('input[name="hasParking"]');
    const label = parking.closest('label') as HTMLLabelElement;
    // A tap on the chip's label is the browser's: it ticks the box, which changes.
    expect(click(label).defaultPrevented).toBe(false);
    parking.checked = true;
    parking.dispatchEvent(new Event('change', { bubbles: true }));
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/beaches?search=sands&hasParking=true');

    const location = $<HTMLSelectElement>('select');
    location.value = 'North Devon';
    location.dispatchEvent(new Event('change', { bubbles: true }));
    expect(navigate).toHaveBeenLastCalledWith(
      'http://localhost:3000/beaches?search=sands&location=North+Devon&hasParking=true',
    );
    expect(early.used).toBe(false);
  });

  it('sends a GET form to its address itself, leaving a blank search out', () => {
    page();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    $('form:nth-of-type(2)').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/beaches');
    // What the page was still loading is stopped on purpose: nothing may navigate over the answer.
    expect(early.leaving).toBe(true);
  });

  it('leaves a link to the browser and holds a button only the app answers, then lets all through', () => {
    page();
    expect(click($('a')).defaultPrevented).toBe(false);
    expect(click($('#text')).defaultPrevented).toBe(false);
    expect(early.held).toHaveLength(0);

    const clicks: string[] = [];
    $('#map').addEventListener('click', () => clicks.push('map'));
    expect(click($('#map')).defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(early.used).toBe(true);

    early.ready = true;
    for (const again of early.held.splice(0)) again();
    expect(clicks).toEqual(['map']);
    expect(click($('#map')).defaultPrevented).toBe(false);
    expect(clicks).toEqual(['map', 'map']);
  });

  it('holds a form that is not a GET form, and notes text typed into any field', () => {
    page();
    const message = $<HTMLInputElement>('input[name="message"]');
    message.value = 'Lovely beach';
    message.dispatchEvent(new Event('input', { bubbles: true }));
    expect(early.edited.get(message)).toBe('Lovely beach');

    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    $('form[method="post"]').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(early.held).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('once the app is ready, a choice is the app’s to apply', () => {
    page();
    early.ready = true;
    const parking = $<HTMLInputElement>('input[name="hasParking"]');
    parking.checked = true;
    parking.dispatchEvent(new Event('change', { bubbles: true }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
