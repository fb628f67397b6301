import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mirrorDb } from '../../data/mirror/mirror-db.ts';
import { signedInHandler, signedOutHandler } from '../../testing/account-handlers.ts';
import { beachApiHandlers } from '../../testing/beach-api-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';

/** Stands in for XMLHttpRequest, so a test can report upload progress and answer when it likes. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  fail() {
    act(() => this.onerror?.());
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const BEACHES = [
  buildApiBeach({ id: 3, name: 'Croyde Beach', location: 'North Devon' }),
  buildApiBeach({ id: 4, name: 'Saunton Sands', location: 'North Devon' }),
  buildApiBeach({ id: 5, name: 'Sandy Bay', location: 'East Devon' }),
  buildApiBeach({ id: 6, name: 'Thurlestone Sands', location: 'South Devon' }),
  ...Array.from({ length: 12 }, (_, i) =>
    buildApiBeach({ id: 100 + i, name: `North Cove ${String(i).padStart(2, '0')}`, location: 'Cornwall' }),
  ),
];

const image = (name: string, size = 2048, type = 'image/jpeg') => {
  const file = new File(['jpeg-bytes'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

async function openUpload(path = '/community/upload') {
  server.use(signedInHandler(), ...beachApiHandlers(BEACHES));
  const user = userEvent.setup({ applyAccept: false });
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Share Your Beach Photos' }, { timeout: 10_000 });
  return { user, ...utils };
}

const chooser = () => screen.getByLabelText('Choose photos');

describe('/community/upload', () => {
  it('sends a visitor to sign in and back to this address', async () => {
    server.use(signedOutHandler());
    const { router } = renderRoute('/community/upload?beachId=3&beachName=Croyde%20Beach');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/community/upload?beachId=3&beachName=Croyde%20Beach',
    );
  });

  it('pre-selects the beach named in the address, and says photos show at once', async () => {
    await openUpload('/community/upload?beachId=3&beachName=Croyde%20Beach');
    expect(screen.getByText('Croyde Beach')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change beach' })).toBeInTheDocument();
    expect(screen.getByText(/appear on the beach page straight away/)).toBeInTheDocument();
    expect(screen.getByText(/may hide any/)).toBeInTheDocument();
  });

  it('shows the chosen beach\'s name in full, wrapping rather than cut short beside "Change beach"', async () => {
    await openUpload('/community/upload?beachId=3&beachName=Croyde%20Beach');
    const name = screen.getByText('Croyde Beach');
    const style = getComputedStyle(name);
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.overflow).not.toBe('hidden');
  });

  it('finds beaches by word prefix, names starting with the term first, at most 10', async () => {
    const { user } = await openUpload();
    const search = screen.getByRole('combobox', { name: 'Beach' });
    await user.type(search, 'sand');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Sandy BayEast Devon',
      'Saunton SandsNorth Devon',
      'Thurlestone SandsSouth Devon',
    ]);
    await user.clear(search);
    await user.type(search, 'north');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(10);

    await user.clear(search);
    await user.type(search, 'saun');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Saunton Sands')).toBeInTheDocument();
  });

  it('refuses more than 4 photos, non-images and files over 10MB with the spec messages', async () => {
    const { user } = await openUpload();
    await user.upload(
      chooser(),
      [1, 2, 3, 4, 5].map((n) => image(`p${n}.jpg`)),
    );
    expect(await screen.findAllByText('Please select up to 4 photos only.')).not.toHaveLength(0);
    expect(screen.getByText('0 of 4 chosen')).toBeInTheDocument();

    await user.upload(chooser(), [image('notes.pdf', 100, 'application/pdf')]);
    expect(await screen.findAllByText('notes.pdf is not a valid image file.')).not.toHaveLength(0);

    await user.upload(chooser(), [image('huge.jpg', 10 * 1024 * 1024 + 1), image('ok.jpg')]);
    expect(await screen.findAllByText('huge.jpg exceeds the 10MB limit.')).not.toHaveLength(0);
    expect(screen.getByText('1 of 4 chosen')).toBeInTheDocument();
    expect(screen.getByText('ok.jpg')).toBeInTheDocument();
  });

  it("needs a photo and a beach ('Missing information')", async () => {
    const { user } = await openUpload();
    await user.upload(chooser(), [image('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getAllByText('Please select at least one photo and beach location.')).not.toHaveLength(0);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads each photo with its caption and its own progress bar, then thanks the user', async () => {
    const { user } = await openUpload('/community/upload?beachId=3&beachName=Croyde%20Beach');
    await user.upload(chooser(), [image('a.jpg'), image('b.jpg')]);
    await user.type(screen.getByRole('textbox', { name: 'Caption for photo 1 (optional)' }), 'Low tide');
    await user.click(screen.getByRole('button', { name: 'Remove photo 2 (b.jpg)' }));
    await user.upload(chooser(), [image('c.jpg')]);
    await user.type(screen.getByRole('textbox', { name: 'Caption for photo 2 (optional)' }), 'Rock pools');
    await user.click(screen.getByRole('button', { name: 'Upload 2 Photos' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0] as FakeXhr;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/beaches/3/community-photos-bulk');
    expect(first.withCredentials).toBe(true);
    expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = first.body as FormData;
    expect((body.getAll('photos') as File[]).map((f) => f.name)).toEqual(['a.jpg']);
    expect(body.get('caption_0')).toBe('Low tide');
    expect(body.get('beachId')).toBe('3');

    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    first.progress(40, 100);
    const bar = screen.getByRole('progressbar', { name: 'Photo 1 upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading 40%')).toBeInTheDocument();
    expect(screen.getByText('Waiting its turn')).toBeInTheDocument();
    first.progress(100, 100);
    expect(screen.getByText('Processing...')).toBeInTheDocument();
    first.respond(201, { uploadedPhotos: 1 });

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const second = FakeXhr.sent[1] as FakeXhr;
    expect(((second.body as FormData).getAll('photos') as File[]).map((f) => f.name)).toEqual(['c.jpg']);
    expect((second.body as FormData).get('caption_0')).toBe('Rock pools');
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
    second.respond(201, { uploadedPhotos: 1 });

    expect(await screen.findByText('Photos uploaded!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thanks for sharing!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Croyde Beach' })).toHaveAttribute('href', '/beach/3');
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    expect(await mirrorDb().outbox.count()).toBe(0);
  });

  it('keeps the photos on the phone, as bytes and a type, when the connection drops', async () => {
    const { user } = await openUpload('/community/upload?beachId=3&beachName=Croyde%20Beach');
    await user.upload(chooser(), [image('a.jpg'), image('b.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 Photos' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    (FakeXhr.sent[0] as FakeXhr).fail();

    expect(await screen.findByRole('heading', { name: 'Saved on your phone' })).toBeInTheDocument();
    expect(screen.getByText(/2 photos for Croyde Beach are kept on this phone/)).toBeInTheDocument();
    const kept = await mirrorDb().outbox.orderBy('createdAt').toArray();
    expect(kept.map((item) => [item.kind, item.label, item.state])).toEqual([
      ['photo', 'Photo 1 of 2 for Croyde Beach', 'pending'],
      ['photo', 'Photo 2 of 2 for Croyde Beach', 'pending'],
    ]);
    expect(kept[0].files?.[0]).toMatchObject({ field: 'photos', name: 'a.jpg', type: 'image/jpeg' });
    expect(kept[0].files?.[0].data.byteLength).toBe('jpeg-bytes'.length);
    expect(FakeXhr.sent).toHaveLength(1); // the second waits for the next try
  });

  it("says 'Upload failed' with the server's reason and keeps the photo", async () => {
    const { user } = await openUpload('/community/upload?beachId=3&beachName=Croyde%20Beach');
    await user.upload(chooser(), [image('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    (FakeXhr.sent[0] as FakeXhr).respond(415, {
      error: { code: 'unsupported_media_type', message: 'a.jpg is not a supported image.' },
    });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'a.jpg was not accepted: a.jpg is not a supported image.',
    );
    expect(screen.getByText('a.jpg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
    expect(await mirrorDb().outbox.count()).toBe(0);
  });
});
