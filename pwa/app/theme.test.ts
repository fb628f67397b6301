import { createSystem, defaultBaseConfig, mergeConfigs } from '@chakra-ui/react';
import { semanticTokens, tokens } from '@chakra-ui/react/theme';
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
});
