/**
 * Emotion's cache for the app's styles, the same on the server and in the browser (the browser
 * adopts the server's rules by class name, so both must write the same CSS).
 *
 * Emotion's default stylis prefixer writes every rule for browsers of 2015 as well: `display:flex`
 * also as `-webkit-box`, `-webkit-flex` and `-ms-flexbox`, each `align-items` three times more,
 * `@-webkit-keyframes` beside each `@keyframes`. That was a fifth of a beach page's CSS (13 KB of
 * 62 KB), which every phone downloads and parses before the first paint, for browsers the app's
 * build does not run on (Vite's default target: Chrome 107, Safari 16, Firefox 104). Only the
 * properties those browsers still need a prefix for keep one.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { DECLARATION, WEBKIT } from 'stylis';
import { STYLE_CACHE_KEY } from './server-styles.ts';

/**
 * Safari 16–17 still wants `-webkit-` on these (user-select, text-size-adjust, backdrop-filter,
 * background-clip: text, box-decoration-break, the text-decoration shorthand, mask).
 */
const STILL_PREFIXED =
  /^(user-select|text-size-adjust|backdrop-filter|background-clip|box-decoration-break|text-decoration|mask)/;

/**
 * Writes those with `-webkit-` first, and every other rule as it is. Our own rather than stylis's
 * `prefixer` called for them: that would add stylis's whole prefix table (3 KB brotli) beside the
 * copy Emotion's cache already carries.
 */
const currentBrowsersPrefixer: StylisPlugin = (element) => {
  if (element.type === DECLARATION && !element.return && STILL_PREFIXED.test(String(element.props)))
    element.return = `${WEBKIT}${element.value}${element.value}`;
};

export const createStyleCache = (): EmotionCache =>
  createCache({ key: STYLE_CACHE_KEY, stylisPlugins: [currentBrowsersPrefixer] });
