/**
 * What the server sends with a rendered page for the browser to hydrate with: the instant it
 * rendered at, the query cache its loaders filled and React Router's state. It travels as JSON
 * in a non-executed script element (no inline script for the CSP to allow).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { endOfMinute } from '../lib/render-environment.ts';

const SERVER_PAYLOAD_ID = 'ddb-server-render';
/** `data-changes-at` of a page on which nothing follows the clock. */
const NO_CHANGE = 'never';

export interface ServerPayload {
  renderedAt: string;
  /** The first moment a word of the page may read otherwise with the clock; null if none follows it. */
  changesAt: string | null;
  queries: DehydratedState;
  router: HydrationState;
}

/** The payload as an HTML element, safe inside any page (no `</script>` can end it early). */
export function serverPayloadElement(payload: ServerPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  const renderedAt = new Date(payload.renderedAt).toISOString();
  const changesAt = payload.changesAt ? new Date(payload.changesAt).toISOString() : NO_CHANGE;
  return `<script type="application/json" id="${SERVER_PAYLOAD_ID}" data-rendered-at="${renderedAt}" data-changes-at="${changesAt}">${json}</script>`;
}

/**
 * The page the browser is showing, if the server rendered it: when a word of it may first read
 * otherwise with the clock (the app moves it on from then), null if none does. A page from before
 * pages said so (an offline copy) is taken to change at the end of the minute it was rendered in.
 */
export function serverPageClock(
  root: Pick<Document, 'getElementById'> = document,
): { renderedAt: Date; changesAt: Date | null } | null {
  const element = root.getElementById(SERVER_PAYLOAD_ID);
  const renderedAt = asDate(element?.getAttribute('data-rendered-at'));
  if (!renderedAt) return null;
  const said = element?.getAttribute('data-changes-at');
  if (said === NO_CHANGE) return { renderedAt, changesAt: null };
  return { renderedAt, changesAt: asDate(said) ?? endOfMinute(renderedAt) };
}

function asDate(text: string | null | undefined): Date | null {
  const date = text ? new Date(text) : null;
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
