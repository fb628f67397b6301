/**
 * Web Push for reminders (issue #31 item 5): the three VAPID settings, checked for shape, and on
 * only when all three are set (npx web-push generate-vapid-keys). Beside api/config.ts as the proxy
 * settings are: config.ts spreads the fields into its schema and refuses a half configuration.
 */
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const setting = (pattern: RegExp, message: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(pattern, message).optional());

export const webPushSchema = {
  VAPID_PUBLIC_KEY: setting(
    /^[A-Za-z0-9_-]{87}$/,
    'VAPID_PUBLIC_KEY must be the 87-character key web-push generates',
  ),
  VAPID_PRIVATE_KEY: setting(
    /^[A-Za-z0-9_-]{43}$/,
    'VAPID_PRIVATE_KEY must be the 43-character key web-push generates',
  ),
  /** A mailto: or https: address push services may contact. */
  VAPID_SUBJECT: setting(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://'),
};

type PushSettings = { [Name in keyof typeof webPushSchema]?: string };
const VAPID_NAMES = Object.keys(webPushSchema) as (keyof PushSettings)[];

/**
 * Half a Web Push configuration is refused: the phones would be offered reminders the server
 * could never send, or an operator who set keys would wonder why nothing arrives.
 */
export function webPushProblem(config: PushSettings): string | null {
  const missing = VAPID_NAMES.filter((name) => !config[name]);
  if (missing.length === 0 || missing.length === VAPID_NAMES.length) return null;
  return `${missing.join(', ')}: Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (npx web-push generate-vapid-keys); set all three, or none to leave push reminders off`;
}

/** The VAPID keys when Web Push is on, else null (the phone then does not offer it). */
export function webPushKeys(config: PushSettings) {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}
