import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeBlogHtml } from './sanitize-blog-html.ts';

/**
 * The post's HTML, sanitised, set for long reading: a ~70 character measure, generous line
 * height and a clear type scale (our slim theme has no prose recipe, so descendants are styled here).
 */
export function BlogPostContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeBlogHtml(html), [html]);
  return (
    <Box
      // ~70 characters at the md+ type size, and the same column as the post's header.
      maxW="43rem"
      mx="auto"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="1.75"
      color="gray.800"
      css={{
        '& > :first-child': { marginTop: 0 },
        '& p': { marginY: '1.1em' },
        '& h2': {
          fontSize: { base: '2xl', md: '3xl' },
          lineHeight: '1.25',
          fontWeight: 'bold',
          color: 'sea.900',
          marginTop: '2em',
          marginBottom: '0.6em',
          letterSpacing: '-0.01em',
        },
        '& h3': {
          fontSize: { base: 'xl', md: '2xl' },
          lineHeight: '1.3',
          fontWeight: 'semibold',
          color: 'sea.900',
          marginTop: '1.6em',
          marginBottom: '0.5em',
        },
        '& h4': {
          fontSize: 'lg',
          fontWeight: 'semibold',
          color: 'sea.900',
          marginTop: '1.4em',
          marginBottom: '0.4em',
        },
        '& ul, & ol': { paddingInlineStart: '1.4em', marginY: '1em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { marginY: '0.45em', paddingInlineStart: '0.25em' },
        '& li::marker': { color: 'sea.600' },
        '& strong': { fontWeight: 'semibold', color: 'gray.900' },
        '& a': {
          color: 'sea.700',
          textDecoration: 'underline',
          textDecorationThickness: '1px',
          textUnderlineOffset: '3px',
          _hover: { color: 'sea.900', textDecorationThickness: '2px' },
        },
        // The arrow is decoration: the empty alt text keeps it out of the link's accessible name.
        '& a[target="_blank"]::after': { content: '"\\2009↗" / ""', fontSize: '0.85em' },
        '& blockquote': {
          marginY: '1.6em',
          paddingInlineStart: '1.1em',
          paddingY: '0.4em',
          borderInlineStartWidth: '4px',
          borderColor: 'sand.400',
          bg: 'sand.100',
          roundedRight: 'md',
          color: 'gray.700',
          fontStyle: 'italic',
        },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above; only the tags and href of sanitize-blog-html.ts survive
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
