/**
 * The browser's part of the downscaler, with its image APIs stood in for (jsdom decodes and draws
 * nothing): what size the photo is drawn at and which bytes are kept. What size to choose is
 * photo-target-size.test.ts's subject; e2e/outbox.spec.ts sends a real photo through Chromium.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoForOutbox } from './downscale-image.ts';

const MB = 1_000_000;
/** Every canvas the downscaler made, with what was drawn on it. */
let canvases: { width: number; height: number; drawn: number[][] }[] = [];
/** The size of the JPEG the canvas gives back. */
let encodedBytes = 400_000;

function stubImageApis(width: number, height: number) {
  vi.stubGlobal('createImageBitmap', async () => ({ width, height, close: () => undefined }));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      record: { width: number; height: number; drawn: number[][] };
      constructor(w: number, h: number) {
        this.record = { width: w, height: h, drawn: [] };
        canvases.push(this.record);
      }
      getContext() {
        return {
          fillStyle: '',
          fillRect: () => undefined,
          drawImage: (_bitmap: unknown, ...box: number[]) => this.record.drawn.push(box),
        };
      }
      async convertToBlob({ type }: { type: string }) {
        return new Blob([new Uint8Array(encodedBytes)], { type });
      }
    },
  );
}

const fileOf = (bytes: number, name = 'tall.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  canvases = [];
  encodedBytes = 400_000;
});
afterEach(() => vi.unstubAllGlobals());

describe('photoForOutbox', () => {
  it('shrinks a 9 MB 1900 × 7000 photo, narrower than 1920 px, to about 3.1 MP', async () => {
    stubImageApis(1900, 7000);
    const kept = await photoForOutbox(fileOf(9 * MB));
    expect(canvases).toEqual([{ width: 924, height: 3404, drawn: [[0, 0, 924, 3404]] }]);
    expect(kept).toMatchObject({ field: 'photos', name: 'tall.jpg', type: 'image/jpeg' });
    expect(kept.data.byteLength).toBe(400_000);
  });

  it('re-encodes a heavy PNG within the sizes at its own size', async () => {
    stubImageApis(1800, 1200);
    const kept = await photoForOutbox(fileOf(5 * MB, 'harbour.png', 'image/png'));
    expect(canvases.map(({ width, height }) => [width, height])).toEqual([[1800, 1200]]);
    expect(kept).toMatchObject({ name: 'harbour.jpg', type: 'image/jpeg' });
  });

  it('keeps a photo within the sizes and bytes as it is, without drawing it', async () => {
    stubImageApis(1600, 1200);
    const kept = await photoForOutbox(fileOf(900_000));
    expect(canvases).toEqual([]);
    expect(kept).toMatchObject({ name: 'tall.jpg', type: 'image/jpeg' });
    expect(kept.data.byteLength).toBe(900_000);
  });

  it('keeps the original when re-encoding would not make it smaller', async () => {
    stubImageApis(1900, 7000);
    encodedBytes = 2 * MB;
    const kept = await photoForOutbox(fileOf(1.5 * MB));
    expect(canvases).toHaveLength(1);
    expect(kept.data.byteLength).toBe(1.5 * MB);
  });
});
