/** A solved contact-form captcha, as the ALTCHA widget makes one in the browser. */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import request from 'supertest';
import type { TestApp } from '../test-app.ts';

export async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await request(t.callback).get('/api/contact/challenge').expect(200);
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
