/** What a blog post's HTML may keep, for the browser's sanitizer and the server's alike. */
export const BLOG_ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'br',
];

/**
 * Whether a link in a post leads to another site (it then opens in a new tab without a handle
 * on this window); null when the address cannot be read (the link loses it).
 */
export function linkOpensElsewhere(href: string, pageUrl: string): boolean | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return null;
  }
  return /^https?:$/.test(url.protocol) && url.origin !== new URL(pageUrl).origin;
}
