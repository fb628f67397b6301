/** What one send pass sends, in what order, and when an item leaves the outbox. */
import { describe, expect, it } from 'vitest';
import { addToOutbox } from './outbox-store.ts';
import { oneSenderAtATime } from './send-outbox.ts';
import { feedback, freshPhoneForEachTest, items, phone, SAM, send, server } from './send-test-kit.ts';

freshPhoneForEachTest();

describe('the outbox sender: what a pass sends', () => {
  it('sends with the item id as Idempotency-Key and removes it only after a 2xx', async () => {
    const item = await feedback();
    const { seen, fetchImpl } = server(new Response('{"id":1}', { status: 201 }));
    const report = await send(fetchImpl);
    expect(seen).toEqual([
      { url: '/api/feedback', key: item.id, body: '{"feedbackText":"Car park closed"}' },
    ]);
    expect(report.sent).toEqual([{ item: expect.objectContaining({ id: item.id }), answer: { id: 1 } }]);
    expect(await items()).toEqual([]);
  });

  it('keeps the order of two writes made in the same millisecond', async () => {
    const at = new Date('2026-11-23T10:00:00Z');
    const write = {
      kind: 'feedback' as const,
      label: 'Feedback',
      method: 'POST' as const,
      url: '/api/feedback',
      userId: SAM,
    };
    const first = await addToOutbox(phone.db, { ...write, body: { n: 1 } }, at);
    const second = await addToOutbox(phone.db, { ...write, body: { n: 2 } }, at);
    expect(second.createdAt > first.createdAt).toBe(true);
    const { seen, fetchImpl } = server();
    await send(fetchImpl);
    expect(seen.map((s) => s.key)).toEqual([first.id, second.id]);
  });

  it('sends photos kept as bytes and a MIME type as a multipart form', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]).buffer;
    await addToOutbox(phone.db, {
      kind: 'photo',
      label: 'Photos',
      method: 'POST',
      url: '/api/beaches/3/community-photos-bulk',
      body: { beachId: 3, caption_0: 'Low tide' },
      files: [{ field: 'photos', name: 'a.jpg', type: 'image/jpeg', data: bytes }],
      userId: SAM,
    });
    const { seen, fetchImpl } = server(new Response('{}', { status: 201 }));
    await send(fetchImpl);
    const form = seen[0].body as FormData;
    expect(form.get('caption_0')).toBe('Low tide');
    const photo = form.get('photos') as File;
    expect([photo.name, photo.type, photo.size]).toEqual(['a.jpg', 'image/jpeg', 4]);
  });

  it('tries again an item a closed page left "sending" (its key makes that safe)', async () => {
    const item = await feedback();
    await phone.db.outbox.update(item.id, { state: 'sending', notBefore: phone.clock + 60_000 });
    const { seen, fetchImpl } = server(new Response('{}', { status: 200 }));
    await send(fetchImpl);
    expect(seen.map((s) => s.key)).toEqual([item.id]);
  });

  it('lets one sender run at a time', async () => {
    let release: () => void = () => undefined;
    const first = oneSenderAtATime(
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
    );
    expect(await oneSenderAtATime(async () => 'second')).toBeNull();
    release();
    expect(await first).toBe('first');
    expect(await oneSenderAtATime(async () => 'third')).toBe('third');
  });
});
