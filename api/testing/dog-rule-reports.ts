/** A visitor's report that a beach's sign says otherwise, sent as the site sends it (with a photo). */
import request from 'supertest';
import { photo } from './images.ts';
import type { TestApp } from './test-app.ts';

export async function sendSignReport(t: TestApp, beachId: number, cookie: string) {
  return request(t.callback)
    .post(`/api/beaches/${beachId}/dog-rule-reports`)
    .set('Cookie', cookie)
    .field('verdict', 'differs')
    .field('ruleIndex', '0')
    .field('signSays', 'No dogs 1 April to 31 October')
    .attach('photo', await photo(400, 300), { filename: 'sign.jpg', contentType: 'image/jpeg' })
    .expect(201);
}
