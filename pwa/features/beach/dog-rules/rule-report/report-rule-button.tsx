/**
 * "Is this right?" on one of a beach's dog rules (issue #29 item 4); `ruleIndex` null asks about a
 * beach listed with no rules. The sheet (and the outbox behind it) loads on the first tap, so the
 * beach page carries only this button.
 */
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Beach } from '../../../../../domain/beaches/beach.ts';
import { Glyph } from '../../../../ui/glyph.tsx';
import { ruleWords } from './rule-words.ts';

const ReportSheet = lazy(() => import('./report-sheet.tsx').then((m) => ({ default: m.ReportSheet })));

export function ReportRuleButton({ beach, ruleIndex }: { beach: Beach; ruleIndex: number | null }) {
  const [open, setOpen] = useState(false);
  // Mounted once opened, so closing can animate and focus can return here.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const words = ruleWords(beach, ruleIndex);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="xs"
        alignSelf="start"
        colorPalette="sea"
        aria-label={`Is this right? ${words.what}`}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Glyph name="message" boxSize="3.5" />
        Is this right?
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportSheet
            open={open}
            onClose={() => setOpen(false)}
            beach={beach}
            ruleIndex={ruleIndex}
            words={words}
            returnFocus={() => trigger.current}
          />
        </Suspense>
      )}
    </>
  );
}
