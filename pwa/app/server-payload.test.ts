import { describe, expect, it } from 'vitest';
import { type ServerPayload, serverPageClock, serverPayloadElement } from './server-payload.ts';

const payload = (changesAt: string | null): ServerPayload => ({
  renderedAt: '2026-11-26T10:15:20.000Z',
  changesAt,
  queries: { mutations: [], queries: [] },
  router: { loaderData: {}, actionData: null, errors: null },
});

/** The page's clock as the browser reads it from the element the server sent. */
function clockOf(element: string) {
  const page = document.createElement('div');
  page.innerHTML = element;
  document.body.replaceChildren(page);
  return serverPageClock(document);
}

describe("the server page's clock", () => {
  it('carries when the words of the page first change with the clock', () => {
    expect(clockOf(serverPayloadElement(payload('2026-11-27T00:00:00.000Z')))).toEqual({
      renderedAt: new Date('2026-11-26T10:15:20Z'),
      changesAt: new Date('2026-11-27T00:00:00Z'),
    });
  });

  it('says so when nothing on the page follows the clock', () => {
    expect(clockOf(serverPayloadElement(payload(null)))?.changesAt).toBeNull();
  });

  it('takes a page from before pages said so to change at the end of its minute', () => {
    const old =
      '<script type="application/json" id="ddb-server-render" data-rendered-at="2026-11-26T10:15:20.000Z">{}</script>';
    expect(clockOf(old)?.changesAt).toEqual(new Date('2026-11-26T10:16:00Z'));
  });

  it("is null on a page that is not the server's", () => {
    expect(clockOf('<div id="root"></div>')).toBeNull();
  });
});
