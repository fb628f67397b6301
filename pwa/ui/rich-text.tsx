/**
 * The beach descriptions' light markup (spec §3): **bold**, *italic*, blank lines between
 * paragraphs and single line breaks. Parsed into React elements, so anything else in the text
 * (including "<script>") is rendered as plain text and never as HTML.
 */
import { Stack, type StackProps, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

// Bold first so "**x**" is not read as two italics; italic needs non-space just inside its stars.
const INLINE = /\*\*(.+?)\*\*|\*(?=\S)(.+?)(?<=\S)\*/g;

function parseInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${keyPrefix}-${index}`;
    if (match[1] !== undefined) {
      nodes.push(<strong key={key}>{parseInline(match[1], key)}</strong>);
    } else {
      nodes.push(<em key={key}>{match[2]}</em>);
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function parseLines(paragraph: string, keyPrefix: string): ReactNode[] {
  return paragraph.split('\n').map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text have no identity but their place
    <Fragment key={i}>
      {i > 0 && <br />}
      {parseInline(line, `${keyPrefix}-${i}`)}
    </Fragment>
  ));
}

/** Paragraphs of the text, trimmed, with empty ones dropped. */
export const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

export function RichText({ text, ...props }: { text: string } & StackProps) {
  return (
    <Stack gap="3" {...props}>
      {paragraphsOf(text).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text have no identity but their place
        <Text key={i} lineHeight="1.7">
          {parseLines(paragraph, String(i))}
        </Text>
      ))}
    </Stack>
  );
}
