import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptServerStyles, STYLE_CACHE_KEY, serverStyleElements } from './server-styles.ts';

afterEach(() => {
  document.head.innerHTML = '';
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
