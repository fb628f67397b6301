/**
 * The toasts' text against their background, as the page's style sheets give them (jsdom does not
 * apply Chakra's layered rules, so the cascade is resolved here: recipes, then style props).
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component.tsx';
import { notify, toaster } from './toaster.tsx';

afterEach(() => toaster.remove());

type Rule = { selector: string; layer: string | null; declarations: CSSStyleDeclaration };

/** Every style rule on the page, with the cascade layer it sits in (null: none). */
function styleRules(): Rule[] {
  const rules: Rule[] = [];
  const walk = (list: CSSRuleList, layer: string | null) => {
    for (const rule of list) {
      if (rule instanceof CSSStyleRule)
        rules.push({ selector: rule.selectorText, layer, declarations: rule.style });
      else if ('cssRules' in rule) {
        const name = 'name' in rule && typeof rule.name === 'string' ? rule.name : layer;
        walk((rule as CSSGroupingRule).cssRules, rule.constructor.name === 'CSSMediaRule' ? layer : name);
      }
    }
  };
  for (const sheet of document.styleSheets) walk(sheet.cssRules, null);
  return rules;
}

/** Chakra's layers, weakest first; a rule in no layer beats them all. */
const LAYERS = ['reset', 'base', 'tokens', 'recipes', 'compositions'];
const strength = (layer: string | null) => (layer === null ? LAYERS.length : LAYERS.indexOf(layer));

/** The value `property` cascades to on `element` (not inherited), var() resolved. */
function cascaded(element: Element, property: string, rules = styleRules()): string | undefined {
  let value: string | undefined;
  let best = -1;
  for (const rule of rules) {
    const declared = rule.declarations.getPropertyValue(property);
    if (!declared || !safeMatches(element, rule.selector)) continue;
    if (strength(rule.layer) >= best) {
      best = strength(rule.layer);
      value = declared;
    }
  }
  return value && resolveVars(value, rules);
}

function safeMatches(element: Element, selector: string) {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

function resolveVars(value: string, rules: Rule[]): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const root = rules.find((rule) => rule.declarations.getPropertyValue(name));
    return resolveVars(root?.declarations.getPropertyValue(name).trim() ?? '', rules);
  });
}

/** A colour as RGB 0–255 (#rrggbb, rgb() or the keyword white). */
function rgb(colour: string): [number, number, number] {
  if (colour === 'white') return [255, 255, 255];
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [1, 2, 3].map((i) => Number.parseInt(hex[i], 16)) as [number, number, number];
  const fn = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (fn) return [1, 2, 3].map((i) => Number(fn[i])) as [number, number, number];
  throw new Error(`not a colour: ${colour}`);
}

const luminance = (c: [number, number, number]) => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast of `fg` drawn at `opacity` over `bg`. */
function contrast(fg: [number, number, number], bg: [number, number, number], opacity: number) {
  const seen = fg.map((v, i) => v * opacity + bg[i] * (1 - opacity)) as [number, number, number];
  const [light, dark] = [luminance(seen), luminance(bg)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

describe('the toasts', () => {
  it.each([
    ['an error ("Not sent")', 'destructive'],
    ['a message', 'default'],
  ] as const)('keep the description of %s at 4.5:1 or more', async (_what, kind) => {
    renderComponent(<div />);
    const text = 'Beach not found — see Waiting to send.';
    act(() => notify('Not sent: Feedback for Croyde Beach', text, kind));
    const description = await screen.findByText(text);
    const toast = description.closest('[data-type]') as HTMLElement;
    const rules = styleRules();
    const bg = cascaded(toast, 'background', rules) ?? 'white';
    const fg = cascaded(toast, 'color', rules) ?? '#000000';
    const opacity = Number(cascaded(description, 'opacity', rules) ?? 1);
    expect(contrast(rgb(fg), rgb(bg), opacity)).toBeGreaterThanOrEqual(4.5);
  });
});
