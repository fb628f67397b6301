/**
 * What a rule (or a beach's having no rules) rests on: one line per source, in plain words, with the
 * source's own title linked where it has an address (issue #29).
 */
import { Link, Stack, Text } from '@chakra-ui/react';
import type { DogRuleEvidence } from '../../domain/dog-rules/dog-rule-evidence.ts';
import { evidenceWords } from '../../domain/dog-rules/dog-rule-evidence-words.ts';
import { Glyph } from './glyph.tsx';

function SourceLink({ url, children }: { url: string | null; children: string }) {
  if (!url) return <>{children}</>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" color="sea.800" display="inline">
      {children}
      <Glyph name="external" boxSize="3.5" ms="1" display="inline" verticalAlign="-0.125em" />
      <Text as="span" srOnly>
        (opens in a new tab)
      </Text>
    </Link>
  );
}

export function EvidenceList({
  evidence,
  about = 'rule',
  label,
}: {
  evidence: readonly DogRuleEvidence[];
  about?: 'rule' | 'no-rules';
  /** The list's accessible name: "What this rule rests on". */
  label: string;
}) {
  return (
    <Stack
      as="ul"
      gap="1.5"
      m="0"
      ps="4"
      listStyleType="disc"
      aria-label={label}
      fontSize="sm"
      color="gray.800"
    >
      {evidence.map((source) => {
        const { line, title } = evidenceWords(source, about);
        return (
          <li key={`${source.kind} ${source.title} ${source.seen}`}>
            {title === null ? (
              <SourceLink url={source.url}>{line}</SourceLink>
            ) : (
              <>
                <Text>{line}</Text>
                <Text color="gray.700">
                  <SourceLink url={source.url}>{title}</SourceLink>
                </Text>
              </>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
