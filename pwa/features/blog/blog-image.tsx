import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { artworkFor } from '../../ui/beach-image.tsx';

const BLOG_PLACEHOLDER = '/images/blog-placeholder.svg';

// Guides without a photo get the blog artwork or one of the beach scenes, chosen by slug so a
// grid of them is varied but each post always shows the same one (list card and post page alike).
const SCENES = ['blog', 'sandy', 'rocky', 'pebble', 'mixed'] as const;

/** The placeholder artwork for a post without a working featured image. */
export function placeholderFor(slug: string | undefined): string {
  if (!slug) return BLOG_PLACEHOLDER;
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const scene = SCENES[hash % SCENES.length];
  return scene === 'blog' ? BLOG_PLACEHOLDER : artworkFor(scene, slug);
}

/** A post's featured image, or placeholder artwork when it has none or it fails to load (spec §8). */
export function BlogImage({
  src,
  slug,
  alt = '',
  eager,
}: {
  src: string | null | undefined;
  /** Picks the placeholder artwork. */
  slug?: string;
  alt?: string;
  eager?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const url = !src || broken ? placeholderFor(slug) : src;
  return (
    <chakra.img
      src={url}
      alt={alt}
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      objectFit="cover"
      w="full"
      h="full"
      onError={() => setBroken(true)}
    />
  );
}
