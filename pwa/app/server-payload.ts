/**
 * What the server sends with a rendered page for the browser to hydrate with: the instant it
 * rendered at, the query cache its loaders filled and React Router's state. It travels as JSON
 * in a non-executed script element (no inline script for the CSP to allow).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

export const SERVER_PAYLOAD_ID = 'ddb-server-render';

export interface ServerPayload {
  renderedAt: string;
  queries: DehydratedState;
  router: HydrationState;
}

/** The payload as an HTML element, safe inside any page (no `</script>` can end it early). */
export function serverPayloadElement(payload: ServerPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  const renderedAt = new Date(payload.renderedAt).toISOString();
  return `<script type="application/json" id="${SERVER_PAYLOAD_ID}" data-rendered-at="${renderedAt}">${json}</script>`;
}

/**
 * When the server rendered the page the browser is showing, read without parsing the payload (the
 * page's whole data): null when the page is not the server's (the offline shell, a page the server
 * does not render).
 */
export function serverRenderedAt(root: Pick<Document, 'getElementById'> = document): Date | null {
  const at = root.getElementById(SERVER_PAYLOAD_ID)?.getAttribute('data-rendered-at');
  const date = at ? new Date(at) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
}

/** The payload of the page the browser is showing, if the server rendered it. */
export function readServerPayload(): ServerPayload | null {
  const element = document.getElementById(SERVER_PAYLOAD_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerPayload;
  } catch {
    return null;
  }
}
