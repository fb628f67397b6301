import { type CSSObject, serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './style-cache.ts';

/** The CSS the app's cache writes for one style object. */
function cssOf(styles: CSSObject): string {
  const cache = createStyleCache();
  const serialized = serializeStyles([styles], cache.registered);
  cache.insert(`.css-${serialized.name}`, serialized, cache.sheet, true);
  const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
  // Takes out only its own style tags: the files run after this one share the document.
  cache.sheet.flush();
  return css;
}

describe('the style cache', () => {
  it('writes flexbox, appearance and keyframes once, unprefixed', () => {
    const css = cssOf({
      display: 'flex',
      alignItems: 'center',
      flexDirection: 'column',
      appearance: 'none',
      '@keyframes spin': { from: { rotate: '0deg' }, to: { rotate: '360deg' } },
    });
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('keeps the prefixes Safari 16 and 17 still need', () => {
    const css = cssOf({ userSelect: 'none', backdropFilter: 'blur(4px)', backgroundClip: 'text' });
    expect(css).toContain('-webkit-user-select:none;');
    expect(css).toContain('user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-background-clip:text;');
  });
});
