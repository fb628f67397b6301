/**
 * Blog posts are HTML written in the admin area. Before it reaches the page it is cut down to
 * the few elements a guide needs, with no attributes but link targets, so a pasted script,
 * event handler, style or iframe can never run. Links to other sites open in a new tab
 * without giving that site a handle on this window.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'];
const ALLOWED_ATTR = ['href'];

// A private instance, so our hook never affects any other use of DOMPurify.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (!href) return;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    node.removeAttribute('href');
    return;
  }
  const external = /^https?:$/.test(url.protocol) && url.origin !== window.location.origin;
  if (external) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeBlogHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
