import { describe, expect, it } from 'vitest';
import { checkPhotoSelection, MAX_PHOTO_BYTES } from './photo-rules.ts';

const file = (name: string, type = 'image/jpeg', size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkPhotoSelection', () => {
  it('accepts up to 4 images', () => {
    const files = [
      file('a.jpg'),
      file('b.png', 'image/png'),
      file('c.webp', 'image/webp'),
      file('d.gif', 'image/gif'),
    ];
    expect(checkPhotoSelection(0, files)).toEqual({ accepted: files, problems: [] });
  });

  it('refuses the whole choice when it would make more than 4', () => {
    expect(checkPhotoSelection(2, [file('a.jpg'), file('b.jpg'), file('c.jpg')])).toEqual({
      accepted: [],
      problems: [{ title: 'Too many files', description: 'Please select up to 4 photos only.' }],
    });
    expect(
      checkPhotoSelection(
        0,
        Array.from({ length: 5 }, (_, i) => file(`${i}.jpg`)),
      ).accepted,
    ).toEqual([]);
  });

  it('leaves out non-images and files over 10MB, naming them', () => {
    const ok = file('ok.jpg');
    const result = checkPhotoSelection(0, [
      file('notes.pdf', 'application/pdf'),
      ok,
      file('huge.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1),
    ]);
    expect(result.accepted).toEqual([ok]);
    expect(result.problems).toEqual([
      { title: 'Invalid file type', description: 'notes.pdf is not a valid image file.' },
      { title: 'File too large', description: 'huge.jpg exceeds the 10MB limit.' },
    ]);
  });

  it('accepts a file of exactly 10MB', () => {
    expect(checkPhotoSelection(3, [file('edge.jpg', 'image/jpeg', MAX_PHOTO_BYTES)]).accepted).toHaveLength(
      1,
    );
  });
});
