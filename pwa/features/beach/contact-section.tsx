import { Button, Flex } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { Glyph, type GlyphName } from '../../ui/glyph.tsx';
import { SectionCard } from './section-card.tsx';

/** Website, phone and social pages; the section is left out when the beach has none. */
export function ContactSection({ beach }: { beach: Beach }) {
  const candidates: [string | null, string, GlyphName][] = [
    [beach.website, 'Website', 'globe'],
    [beach.phone && `tel:${beach.phone.replace(/\s+/g, '')}`, beach.phone ?? '', 'phone'],
    [beach.facebookUrl, 'Facebook', 'external'],
    [beach.instagramUrl, 'Instagram', 'external'],
    [beach.twitterUrl, 'X (Twitter)', 'external'],
    [beach.youtubeUrl, 'YouTube', 'external'],
  ];
  const links = candidates
    .filter((c): c is [string, string, GlyphName] => Boolean(c[0]))
    .map(([href, label, icon]) => ({ href, label, icon }));
  if (links.length === 0) return null;
  return (
    <SectionCard title="Contact and links" icon="globe">
      <Flex gap="2" wrap="wrap">
        {links.map((link) => (
          <Button key={link.href} asChild variant="outline" size="sm" colorPalette="sea">
            <a
              href={link.href}
              target={link.href.startsWith('tel:') ? undefined : '_blank'}
              rel="noopener noreferrer"
            >
              <Glyph name={link.icon} /> {link.label}
            </a>
          </Button>
        ))}
      </Flex>
    </SectionCard>
  );
}
