/**
 * The "Save map for offline" button's state: idle, saving (with progress), or finished with a
 * result and the storage this site now uses. Leaving the page cancels a save in progress.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  formatBytes,
  type SaveProgress,
  type SaveResult,
  saveTiles,
  storageUsed,
} from '../../data/tiles/save-map-offline.ts';
import { tilesAround, tileUrl } from './tile-area.ts';

export type SavePhase =
  | { kind: 'idle' }
  | { kind: 'saving'; progress: SaveProgress }
  | { kind: 'finished'; result: SaveResult; storage: number | undefined }
  | { kind: 'broken' };

/** The tile URLs around a point, as the map's tile layer on this screen will ask for them. */
function tileUrlsAround(lat: number, lng: number, template: string): string[] {
  // Leaflet writes {r} as "@2x" when devicePixelRatio > 1 (L.Browser.retina).
  const retina = (globalThis.devicePixelRatio ?? 1) > 1;
  return tilesAround(lat, lng).map((tile) => tileUrl(template, tile, { retina }));
}

export function useSaveMapOffline(lat: number, lng: number, template: string | undefined) {
  const [phase, setPhase] = useState<SavePhase>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (!template || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const urls = tileUrlsAround(lat, lng, template);
    setPhase({ kind: 'saving', progress: { done: 0, total: urls.length, failed: 0, bytes: 0 } });
    try {
      const result = await saveTiles(urls, {
        signal: controller.signal,
        onProgress: (progress) => setPhase({ kind: 'saving', progress }),
      });
      setPhase({ kind: 'finished', result, storage: await storageUsed() });
    } catch {
      // Cache Storage would not open (private browsing in some browsers, or storage switched off).
      setPhase({ kind: 'broken' });
    } finally {
      running.current = null;
    }
  }, [lat, lng, template]);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { phase, start, cancel };
}

export interface SaveSummary {
  tone: 'ok' | 'problem';
  text: string;
  detail?: string;
}

/** What the button says when a save ends: how much was saved, and what to do about a problem. */
export function summarize(result: SaveResult, storage: number | undefined): SaveSummary {
  const saved = result.done - result.failed;
  const used =
    storage === undefined ? undefined : `This site now uses ${formatBytes(storage)} on this device.`;
  if (result.outcome === 'quota') {
    return {
      tone: 'problem',
      text: `This device is out of space for the map: ${saved} of ${result.total} tiles saved.`,
      detail: 'Free up some storage and try again.',
    };
  }
  if (result.outcome === 'cancelled') {
    return { tone: 'problem', text: `Stopped: ${saved} of ${result.total} tiles saved.`, detail: used };
  }
  if (saved === 0) {
    return {
      tone: 'problem',
      text: 'The map could not be saved: no tiles could be fetched.',
      detail: 'Check your connection and try again.',
    };
  }
  const text = `Map saved for offline — ${formatBytes(result.bytes)}`;
  if (result.failed === 0) return { tone: 'ok', text, detail: used };
  const gaps = `${result.failed} of ${result.total} tiles could not be fetched: save again to fill the gaps.`;
  return { tone: 'ok', text, detail: used ? `${gaps} ${used}` : gaps };
}

/** Screen readers hear the start and each quarter, not every one of ~180 tiles. */
export function announcement({ done, total }: SaveProgress): string {
  const percent = total ? Math.floor((done / total) * 4) * 25 : 0;
  return `Saving map for offline: ${percent}%`;
}
