/**
 * Loads the ALTCHA web component, on the contact page only. The `external` build keeps its
 * proof-of-work code in a same-origin worker file: the default build starts workers from blob:
 * URLs, which our CSP (worker-src 'self') refuses.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-theme.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server issues PBKDF2/SHA-256 challenges (api/services/captcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
