import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/server.ts';
import { mirrorDb } from '../mirror/mirror-db.ts';
import { resendEdited } from './outbox-actions.ts';
import { onOutboxEvent } from './outbox-events.ts';
import { sendOutboxSoon, setOutboxAccount, startOutboxRunner } from './outbox-runner.ts';
import { addToOutbox, dexieOutboxStore, type NewOutboxWrite } from './outbox-store.ts';
import { oneSenderAtATime, sendOutbox } from './send-outbox.ts';
import { submitWrite } from './submit-write.ts';

const SAM = 7;
const feedback = (content: string): NewOutboxWrite => ({
  kind: 'feedback',
  label: 'Feedback for Croyde Bay',
  method: 'POST',
  url: '/api/feedback',
  body: { feedbackType: 'comment', content, isPublic: true },
  userId: SAM,
});
const items = () => mirrorDb().outbox.orderBy('createdAt').toArray();

/** A feedback endpoint that records each request's key and body, answering with `answer`. */
function feedbackServer(answer: (body: { content: string }) => Response | Promise<Response>) {
  const seen: { key: string | null; content: string }[] = [];
  server.use(
    http.post('/api/feedback', async ({ request }) => {
      const body = (await request.json()) as { content: string };
      seen.push({ key: request.headers.get('Idempotency-Key'), content: body.content });
      return answer(body);
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('the outbox runner', () => {
  it('keeps a write first, sends it, and hands the form the server answer', async () => {
    setOutboxAccount(SAM);
    const seen = feedbackServer(() => HttpResponse.json({ id: 41 }, { status: 201 }));
    const outcome = await submitWrite(feedback('Car park closed'));
    expect(outcome).toEqual({ status: 'sent', answer: { id: 41 } });
    expect(seen).toHaveLength(1);
    expect(await items()).toEqual([]);
  });

  it('folds a write made while a send is in flight into one more pass: each sent once, in order', async () => {
    setOutboxAccount(SAM);
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen = feedbackServer(async ({ content }) => {
      if (content === 'first') await firstHeld;
      return HttpResponse.json({ content }, { status: 201 });
    });
    const first = submitWrite(feedback('first'));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const second = submitWrite(feedback('second'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1); // the second waits for the pass under way
    release();
    expect(await first).toMatchObject({ status: 'sent' });
    expect(await second).toMatchObject({ status: 'sent', answer: { content: 'second' } });
    expect(seen.map((s) => s.content)).toEqual(['first', 'second']);
    expect(new Set(seen.map((s) => s.key)).size).toBe(2);
  });

  it('says "queued" when there is no network, and sends the same item when the signal returns', async () => {
    setOutboxAccount(SAM);
    let online = false;
    const seen = feedbackServer(() =>
      online ? HttpResponse.json({}, { status: 201 }) : HttpResponse.error(),
    );
    const outcome = await submitWrite(feedback('Steps closed'));
    expect(outcome.status).toBe('queued');
    const [kept] = await items();
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, lastError: 'No connection' });

    online = true;
    await mirrorDb().outbox.update(kept.id, { notBefore: 0 });
    window.dispatchEvent(new Event('online'));
    await sendOutboxSoon();
    expect(seen.map((s) => s.key)).toEqual([kept.id, kept.id]);
    expect(await items()).toEqual([]);
  });

  it('sends an item that waited a day for the network once `online` fires, even during a try with none', async () => {
    setOutboxAccount(SAM);
    const item = await addToOutbox(mirrorDb(), feedback('Gate locked'));
    // A day of tries with no network: its timer, were it to run out, would be at its longest.
    await mirrorDb().outbox.update(item.id, { attempts: 120, reachedAttempts: 0, waitingForNetwork: true });
    const seen = feedbackServer(() => {
      if (seen.length > 1) return HttpResponse.json({}, { status: 201 });
      // The signal comes back while this try, made without it, is failing.
      window.dispatchEvent(new Event('online'));
      return HttpResponse.error();
    });
    const stop = startOutboxRunner({ onSent: () => undefined, onRefused: () => undefined });
    try {
      await vi.waitFor(async () => expect(await items()).toEqual([]), { timeout: 5_000 });
    } finally {
      stop();
    }
    expect(seen.map((s) => s.key)).toEqual([item.id, item.id]);
  });

  it('gives a refusal back to the form and leaves nothing behind', async () => {
    setOutboxAccount(SAM);
    feedbackServer(() =>
      HttpResponse.json({ error: { code: 'validation_failed', message: 'Too long' } }, { status: 400 }),
    );
    expect(await submitWrite(feedback('x'.repeat(10)))).toEqual({
      status: 'refused',
      code: 400,
      message: 'Too long',
    });
    expect(await items()).toEqual([]);
  });

  it("resends a refused item with the user's correction, under a new key, in its old place", async () => {
    setOutboxAccount(SAM);
    const refusedOnce = feedbackServer(({ content }) =>
      content === 'bad'
        ? HttpResponse.json({ error: { code: 'validation_failed', message: 'Say more' } }, { status: 400 })
        : HttpResponse.json({}, { status: 201 }),
    );
    const item = await addToOutbox(mirrorDb(), feedback('bad'));
    await sendOutboxSoon();
    const [parked] = await items();
    expect(parked).toMatchObject({ id: item.id, state: 'needs-attention', lastError: 'Say more' });

    const sent: string[] = [];
    const stop = onOutboxEvent((event) => {
      if (event.type === 'sent') sent.push(String(event.item.body?.content));
    });
    await resendEdited(item.id, { body: { ...parked.body, content: 'The steps are closed' } });
    stop();
    expect(sent).toEqual(['The steps are closed']);
    expect(refusedOnce.map((s) => s.content)).toEqual(['bad', 'The steps are closed']);
    expect(refusedOnce[1].key).not.toBe(item.id);
    expect(await items()).toEqual([]);
  });

  it('parks items for sign-in on a 401 and sends them once the same account is back', async () => {
    setOutboxAccount(SAM);
    let signedIn = false;
    const seen = feedbackServer(() =>
      signedIn
        ? HttpResponse.json({}, { status: 201 })
        : HttpResponse.json({ error: { code: 'unauthorized', message: 'Sign in' } }, { status: 401 }),
    );
    expect((await submitWrite(feedback('one'))).status).toBe('queued');
    expect((await items())[0].state).toBe('waiting-sign-in');

    setOutboxAccount(null); // the page re-checked: nobody
    setOutboxAccount(99); // someone else signs in
    await sendOutboxSoon();
    expect(seen).toHaveLength(1);

    signedIn = true;
    setOutboxAccount(SAM);
    await vi.waitFor(async () => expect(await items()).toEqual([]));
    expect(seen).toHaveLength(2);
  });
});

describe('two tabs', () => {
  it('only one sends at a time (Web Locks), so each item reaches the server once', async () => {
    // Both "tabs" share one lock manager and one database, as two tabs of one origin do.
    const held = new Set<string>();
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, _options: unknown, work: (lock: unknown) => Promise<unknown>) => {
          if (held.has(name)) return work(null);
          held.add(name);
          try {
            return await work({ name });
          } finally {
            held.delete(name);
          }
        },
      },
    });
    const keys: string[] = [];
    server.use(
      http.post('/api/feedback', async ({ request }) => {
        keys.push(String(request.headers.get('Idempotency-Key')));
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const db = mirrorDb();
    await addToOutbox(db, feedback('a'));
    await addToOutbox(db, feedback('b'));
    const tab = () => oneSenderAtATime(() => sendOutbox({ store: dexieOutboxStore(db), currentUserId: SAM }));
    const [one, two] = await Promise.all([tab(), tab()]);
    expect([one, two].filter((report) => report === null)).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(await items()).toEqual([]);
  });
});
