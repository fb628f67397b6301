/**
 * Blog posts are HTML written in the admin area. Before it reaches the page it is cut down to
 * the few elements a guide needs, with no attributes but link targets, so a pasted script,
 * event handler, style or iframe can never run. Links to other sites open in a new tab
 * without giving that site a handle on this window.
 */
import DOMPurify from 'dompurify';
import { isServer } from '../../lib/render-environment.ts';
import { BLOG_ALLOWED_TAGS, linkOpensElsewhere } from './blog-html-rules.ts';

const ALLOWED_ATTR = ['href'];

type Sanitizer = (html: string) => string;

/**
 * The server has no DOM for DOMPurify: its renderer (pwa/app/server-render.tsx) hands in a
 * sanitizer with the same rules (blog-html-rules.ts) built on sanitize-html.
 */
let serverSanitizer: Sanitizer | null = null;
export function setServerBlogSanitizer(sanitizer: Sanitizer): void {
  serverSanitizer = sanitizer;
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

function browserPurifier() {
  if (purifier) return purifier;
  // A private instance, so our hook never affects any other use of DOMPurify.
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (!href) return;
    const opensElsewhere = linkOpensElsewhere(href, window.location.href);
    if (opensElsewhere === null) {
      node.removeAttribute('href');
    } else if (opensElsewhere) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeBlogHtml(html: string): string {
  if (isServer) {
    if (!serverSanitizer) throw new Error('No blog sanitizer on the server');
    return serverSanitizer(html);
  }
  return browserPurifier().sanitize(html, {
    ALLOWED_TAGS: BLOG_ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
