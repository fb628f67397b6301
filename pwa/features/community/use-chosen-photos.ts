/** The photos picked so far, with preview URLs that are released when a photo leaves the list. */
import { useEffect, useRef, useState } from 'react';
import type { ChosenPhoto } from './photo-preview.tsx';

const preview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const release = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

export function useChosenPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const current = useRef(photos);
  current.current = photos;
  useEffect(
    () => () => {
      for (const p of current.current) release(p.previewUrl);
    },
    [],
  );

  return {
    photos,
    add: (files: File[]) =>
      setPhotos((list) => [
        ...list,
        ...files.map((file) => ({ id: crypto.randomUUID(), file, previewUrl: preview(file), caption: '' })),
      ]),
    remove: (id: string) =>
      setPhotos((list) => {
        release(list.find((p) => p.id === id)?.previewUrl ?? '');
        return list.filter((p) => p.id !== id);
      }),
    caption: (id: string, caption: string) =>
      setPhotos((list) => list.map((p) => (p.id === id ? { ...p, caption } : p))),
    clear: () =>
      setPhotos((list) => {
        for (const p of list) release(p.previewUrl);
        return [];
      }),
  };
}
