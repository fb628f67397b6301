/** Admin matrix rows for the beaches routes (see admin-matrix.ts). */
import request from 'supertest';
import { buildAdminBeach } from '../admin-beaches.ts';
import { photo } from '../images.ts';
import type { TestApp } from '../test-app.ts';
import { adminOnly, type MatrixRow } from './admin-matrix.ts';
import type { World } from './world.ts';

/** A fresh beach for a cell that edits or deletes one, added through the admin API. */
async function freshBeach(w: World): Promise<number> {
  const res = await request(w.server)
    .post('/api/admin/beaches')
    .set('Cookie', w.adminCookie)
    .send(buildAdminBeach())
    .expect(201);
  return res.body.id;
}

export function adminBeachMatrixRows(_t: TestApp): Record<string, MatrixRow> {
  return {
    'GET /api/admin/beaches': adminOnly(200),
    'GET /api/admin/beaches/:id': adminOnly(200),
    'POST /api/admin/beaches': adminOnly(201),
    'PUT /api/admin/beaches/:id': adminOnly(200, async (w) => ({
      params: { id: String(await freshBeach(w)) },
      body: { ...buildAdminBeach() },
    })),
    'DELETE /api/admin/beaches/:id': adminOnly(200, async (w) => ({
      params: { id: String(await freshBeach(w)) },
    })),
    'POST /api/admin/upload-beach-photo': adminOnly(200, async (w) => ({
      body: { beachId: String(await freshBeach(w)) },
      photo: await photo(320, 240),
      photoField: 'photo',
    })),
    'POST /api/upload/beach-photo': adminOnly(200, async () => ({
      photo: await photo(320, 240),
      photoField: 'photo',
    })),
  };
}
