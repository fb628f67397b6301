import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState = 'installing') {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => {});
  /** The browser found a new worker script and starts installing it. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

async function setUp(container = new FakeContainer()) {
  const onUpdateReady = vi.fn<(apply: () => void) => void>();
  const reload = vi.fn();
  await registerServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    onUpdateReady,
    reload,
    checkEvery: 0,
  });
  return { container, onUpdateReady, reload };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container } = await setUp();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('on a first install offers nothing and does not reload when the worker claims the page', async () => {
    const container = new FakeContainer();
    const worker = new FakeWorker();
    container.registration.installing = worker;
    const { onUpdateReady, reload } = await setUp(container);
    worker.moveTo('installed');
    worker.moveTo('activated');
    container.takeOver(worker);
    expect(onUpdateReady).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version but never tells it to skip waiting until the visitor accepts', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker('activated');
    const { onUpdateReady, reload } = await setUp(container);
    const next = new FakeWorker();
    container.registration.find(next);
    next.moveTo('installed');

    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(next.messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    const apply = onUpdateReady.mock.calls[0][0];
    apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled(); // not before the new worker controls the page

    container.takeOver(next);
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker('activated');
    const waiting = new FakeWorker('installed');
    container.registration.waiting = waiting;
    const { onUpdateReady } = await setUp(container);
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(waiting.messages).toEqual([]);
  });

  it('does not reload when another tab switched versions and this page did not ask', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker('activated');
    const { reload } = await setUp(container);
    container.takeOver(new FakeWorker('activated'));
    expect(reload).not.toHaveBeenCalled();
  });
});
