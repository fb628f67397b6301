/** Admin matrix rows for the beaches routes (see admin-matrix.ts). */
import type { TestApp } from '../testing/test-app.ts';
import type { MatrixRow } from './admin-matrix.ts';

export function adminBeachMatrixRows(_t: TestApp): Record<string, MatrixRow> {
  return {};
}
