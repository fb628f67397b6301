/**
 * The contact form: a captcha challenge to solve, then the message itself (spec §7, POST
 * /api/contact). Messages are stored for the admins to read; nothing is emailed yet.
 */

import { CAPTCHA_REQUIRED_MESSAGE, contactRequestSchema } from '../../../domain/community/contact.ts';
import { HttpError, unsupportedMediaType, validationFailed } from '../../errors.ts';
import { zodFieldErrors } from '../../middleware/errors.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { answerOnce } from '../../middleware/idempotency-write.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { createCaptchaChallenge, verifyCaptcha } from '../../services/captcha.ts';
import { saveContactMessage } from '../../services/contact-messages.ts';
import { apiRouter } from '../api-router.ts';

export const contactRouter = apiRouter('/api/contact');

const captchaFailed = () => new HttpError(400, 'captcha_failed', CAPTCHA_REQUIRED_MESSAGE);

contactRouter.get('/challenge', async (ctx) => {
  // Every visitor needs a challenge of their own: never from a cache.
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await createCaptchaChallenge();
});

// A replayed message (same Idempotency-Key) gets its first answer and is stored once. The
// outbox solves a fresh captcha before each attempt, so the token is no part of the fingerprint.
const oncePerKey = idempotency({ unhashedFields: ['recaptchaToken'] });

contactRouter.post('/', rateLimit('contact'), oncePerKey, async (ctx) => {
  // JSON only (CSRF): a cross-site form post cannot send it without a CORS preflight.
  if (!ctx.is('application/json')) throw unsupportedMediaType('Send the request as application/json');
  const parsed = contactRequestSchema.safeParse(ctx.request.body ?? {});
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  const { recaptchaToken, ...fields } = parsed.data;
  // Fields first: a typo should not spend the visitor's solved captcha.
  if (!(await verifyCaptcha(recaptchaToken, ctx.knex))) throw captchaFailed();

  ctx.set('Cache-Control', 'no-store');
  await answerOnce(ctx, async (trx) => {
    await saveContactMessage(trx, fields);
    return { status: 201, body: { message: 'Message submitted successfully' } };
  });
});
