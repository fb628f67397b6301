/** What is wrong with a chosen banner photo, before it is sent: not an image, or too large. */
export type PhotoProblem = 'type' | 'size' | null;

export function photoProblem(file: File, maxBytes: number): PhotoProblem {
  if (!file.type.startsWith('image/')) return 'type';
  if (file.size >= maxBytes) return 'size';
  return null;
}
