import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChakraProvider, createSystem, defaultBaseConfig, mergeConfigs } from '@chakra-ui/react';
import { semanticTokens, tokens } from '@chakra-ui/react/theme';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from './theme.ts';

const system = appSystem();

type VarMap = Map<string, Map<string, string>>;
/** The value of every CSS variable in the light scheme: the root's, with the `_light` ones over them. */
const lightScheme = (map: VarMap) => new Map([...(map.get('base') ?? []), ...(map.get('_light') ?? [])]);

describe('the theme', () => {
  const chakra = createSystem(mergeConfigs(defaultBaseConfig, { theme: { tokens, semanticTokens } }));
  const ours = system.tokens.cssVarMap as VarMap;
  const theirs = lightScheme(chakra.tokens.cssVarMap as VarMap);

  it('carries no dark-scheme variables, only one set under the root', () => {
    expect([...ours.keys()]).toEqual(['base']);
  });

  it("gives every variable it keeps Chakra's light value, apart from the fonts it chose", () => {
    const mine = lightScheme(ours);
    const differing = [...theirs]
      .filter(([name]) => mine.has(name) && !name.startsWith('--chakra-fonts-'))
      .filter(([name, value]) => mine.get(name) !== value);
    expect(differing).toEqual([]);
    expect(mine.get('--chakra-colors-fg-muted')).toBe(theirs.get('--chakra-colors-fg-muted'));
  });

  it('leaves out only the palettes no screen uses', () => {
    const mine = lightScheme(ours);
    const dropped = [...theirs.keys()].filter((name) => !mine.has(name));
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every((name) => /^--chakra-colors-(teal|pink)\b/.test(name))).toBe(true);
    for (const kept of ['cyan', 'purple', 'gray', 'red'])
      expect(mine.has(`--chakra-colors-${kept}-solid`)).toBe(true);
  });

  it('declares no custom property on every element (each element would hold and resolve its own copy)', () => {
    const container = document.createElement('div');
    const cache = createCache({ key: 'theme-test', container });
    const { unmount } = render(
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <span />
        </ChakraProvider>
      </CacheProvider>,
    );
    const css = [...container.querySelectorAll('style')].map((style) => style.textContent).join('');
    unmount();
    const everyElement = [...css.matchAll(/(?:^|[{}])\s*\*\s*\{([^}]*)\}/g)].map((rule) => rule[1]);
    expect(everyElement.join(';')).toContain('font-feature-settings');
    expect(everyElement.join(';')).not.toMatch(/--[\w-]+\s*:/);
    // The font and border aliases Chakra's reset reads, once on the root for every element to inherit.
    const root = [...css.matchAll(/(?:^|[{}])\s*html\s*\{([^}]*)\}/g)].map((rule) => rule[1]).join(';');
    for (const alias of ['--global-font-body', '--global-font-mono', '--global-color-border'])
      expect(root).toContain(`${alias}:`);
  });

  it('is not asked for the utilities whose variables it no longer declares (filter and backdrop "auto", rings)', () => {
    const pwa = join(import.meta.dirname, '..');
    const sources = readdirSync(pwa, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== join('app', 'theme.ts'),
    );
    expect(sources.length).toBeGreaterThan(100);
    const asking = sources.filter((file) =>
      /\b(filter|backdropFilter)(=|:\s*)["'{]*auto|\bring(Color|Width|Offset|OffsetColor|Inset)?[=:]\s*["'{]/.test(
        readFileSync(join(pwa, file), 'utf8'),
      ),
    );
    expect(asking).toEqual([]);
  });
});
