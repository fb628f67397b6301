import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptServerStyles,
  keepSharedStyles,
  STYLE_CACHE_KEY,
  serverStyleElements,
  sharedStyles,
} from './server-styles.ts';

afterEach(() => {
  document.head.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: clearing what the test set
  document.cookie = 'ddb.styles=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

describe('server styles', () => {
  it('are adopted where they stand: known rules are not inserted again and new ones go after them', () => {
    const served = serializeStyles([{ color: 'red' }]);
    document.head.innerHTML = serverStyleElements([
      { key: `${STYLE_CACHE_KEY}-global`, ids: ['g1'], css: 'body{margin:0}' },
      { key: STYLE_CACHE_KEY, ids: [served.name], css: `.css-${served.name}{color:red;}` },
    ]);
    const pageStyles = document.head.querySelector('style[data-page-styles]');
    const moved: Node[] = [];
    new MutationObserver((records) => {
      for (const record of records) moved.push(...record.removedNodes);
    }).observe(document.head, { childList: true });

    const cache = createCache({ key: STYLE_CACHE_KEY });
    adoptServerStyles(cache);
    insertStyles(cache, served, false);
    const fresh = serializeStyles([{ color: 'blue' }]);
    insertStyles(cache, fresh, false);

    return Promise.resolve().then(() => {
      expect(moved).toEqual([]);
      const styles = [...document.head.querySelectorAll('style')];
      expect(styles[1]).toBe(pageStyles);
      // The red rule came with the page; only the blue one was added, in an element after it.
      expect(styles).toHaveLength(3);
      expect(cache.sheet.tags.at(-1)).toBe(styles[2]);
      expect(document.head.querySelector('style[data-emotion="css-global g1"]')?.hasAttribute('data-s')).toBe(
        true,
      );
    });
  });

  it('leave out empty chunks', () => {
    expect(serverStyleElements([{ key: STYLE_CACHE_KEY, ids: [], css: '' }])).toBe('');
  });
});

describe('shared styles', () => {
  const GLOBAL_STYLES = { body: { margin: 0, color: 'navy' } };
  const serialized = serializeStyles([GLOBAL_STYLES]);
  const chunk = {
    key: `${STYLE_CACHE_KEY}-global`,
    ids: [serialized.name],
    css: 'body{margin:0;color:navy;}',
  };
  const shared = sharedStyles([chunk], 'abcdefgh12345678');

  it('linked: <Global> takes the empty element as its styles and inserts nothing', async () => {
    document.head.innerHTML = shared.linked;
    expect(document.head.querySelector('link')?.getAttribute('href')).toBe(
      '/styles/shared-abcdefgh12345678.css',
    );
    const cache = createCache({ key: STYLE_CACHE_KEY });
    render(
      <CacheProvider value={cache}>
        <Global styles={GLOBAL_STYLES} />
      </CacheProvider>,
    );
    await Promise.resolve();
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toBe('');
  });

  it('inline: prefetched, and fetched once the page has loaded unless the cookie says it is kept', async () => {
    document.head.innerHTML = shared.inline;
    const prefetch = document.head.querySelector('link[rel="prefetch"]');
    expect(prefetch?.getAttribute('href')).toBe('/styles/shared-abcdefgh12345678.css');
    const fetched = vi.fn(async () => new Response('body{margin:0;color:navy;}', { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    keepSharedStyles();
    await waitFor(() => expect(fetched).toHaveBeenCalledWith('/styles/shared-abcdefgh12345678.css'));

    // The answer's cookie (set by the server) names this stylesheet: nothing to fetch.
    fetched.mockClear();
    // biome-ignore lint/suspicious/noDocumentCookie: as the stylesheet's answer sets it
    document.cookie = 'ddb.styles=abcdefgh12345678; Path=/';
    keepSharedStyles();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetched).not.toHaveBeenCalled();
  });
});
