/** The safety guide's pictures: several shapes each, drawn in the app's one icon (ui/glyph.tsx). */
import type { ReactNode } from 'react';
import { Glyph } from '../../ui/glyph.tsx';

export type SafetyIconName = 'lifebuoy' | 'bird' | 'heart' | 'bag' | 'paw' | 'alert';

const SHAPES: Record<SafetyIconName, ReactNode> = {
  lifebuoy: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
    </>
  ),
  // The bird outline is Lucide's "bird" (ISC licence).
  bird: (
    <>
      <path d="M16 7h.01" />
      <path d="M3.4 18H12a8 8 0 0 0 8-8V7a4 4 0 0 0-7.28-2.3L2 20" />
      <path d="m20 7 2 .5-2 .5" />
      <path d="M10 18v3M14 17.75V21" />
      <path d="M7 18a6 6 0 0 0 3.84-10.61" />
    </>
  ),
  heart: (
    <>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z" />
      <path d="M7.5 12h2.2l1.3-2.5 2 5 1.3-2.5h2.2" />
    </>
  ),
  bag: (
    <>
      <path d="M5.5 9h13l-1.2 11H6.7z" />
      <path d="M9 9V7a3 3 0 0 1 6 0v2" />
      <path d="M10 13.5h4" />
    </>
  ),
  paw: (
    <>
      <path d="M12 12.5c-2.6 0-5 2.6-5 4.6 0 1.6 1.3 2.4 2.6 2.4 1 0 1.6-.5 2.4-.5s1.4.5 2.4.5c1.3 0 2.6-.8 2.6-2.4 0-2-2.4-4.6-5-4.6z" />
      <ellipse cx="5.5" cy="10" rx="1.6" ry="2.1" />
      <ellipse cx="9.2" cy="6.2" rx="1.6" ry="2.2" />
      <ellipse cx="14.8" cy="6.2" rx="1.6" ry="2.2" />
      <ellipse cx="18.5" cy="10" rx="1.6" ry="2.1" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5M12 17.2v.1" />
    </>
  ),
};

export function SafetyIcon({ name, size = '24px' }: { name: SafetyIconName; size?: string }) {
  return (
    <Glyph boxSize={size} strokeWidth="1.8">
      {SHAPES[name]}
    </Glyph>
  );
}
