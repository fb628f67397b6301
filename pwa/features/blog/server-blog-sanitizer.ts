/**
 * The server's blog sanitizer (it has no DOM for DOMPurify): sanitize-html with the browser's
 * rules (blog-html-rules.ts), so a server-rendered post keeps exactly what the browser's would.
 * Imported only by the server renderer.
 */
import sanitizeHtml from 'sanitize-html';
import { BLOG_ALLOWED_TAGS, linkOpensElsewhere } from './blog-html-rules.ts';

export function serverBlogSanitizer(pageUrl: string) {
  return (html: string): string =>
    sanitizeHtml(html, {
      allowedTags: BLOG_ALLOWED_TAGS,
      // target and rel only as the transform below sets them: an author's own are dropped there.
      allowedAttributes: { a: ['href', 'target', 'rel'] },
      transformTags: {
        a: (tagName, { href }): sanitizeHtml.Tag => {
          const opensElsewhere = href ? linkOpensElsewhere(href, pageUrl) : null;
          if (opensElsewhere === null || !href) return { tagName, attribs: {} };
          if (!opensElsewhere) return { tagName, attribs: { href } };
          return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } };
        },
      },
    });
}
