import { describe, expect, it } from 'vitest';
import { applyEdits, editableFields } from './editable-fields.ts';

describe('editableFields', () => {
  it('offers the text fields of each kind, named as the user knows them', () => {
    const route = editableFields({
      kind: 'route',
      body: { beachId: 3, routeName: 'Cliff loop', description: 'Up the steps', distanceKm: 2 },
    });
    expect(route.map(({ name, label, long }) => [name, label, long])).toEqual([
      ['routeName', 'Route name', false],
      ['description', 'Description', true],
    ]);
    expect(editableFields({ kind: 'review', body: { rating: 4, reviewText: 'Windy' } })[0]).toMatchObject({
      name: 'reviewText',
      value: 'Windy',
      required: true,
    });
    expect(editableFields({ kind: 'route-rating', body: { rating: 5, comment: 'Lovely' } })[0].label).toBe(
      'Comment',
    );
  });

  it('numbers the captions of an upload with several photos', () => {
    const fields = editableFields({
      kind: 'photo',
      body: { beachId: '3', caption_0: 'Dunes', caption_1: '' },
    });
    expect(fields.map((f) => f.label)).toEqual(['Caption for photo 1', 'Caption for photo 2']);
    expect(editableFields({ kind: 'photo', body: { caption_0: 'Dunes' } })[0].label).toBe('Caption');
  });

  it('offers nothing for writes without text', () => {
    expect(editableFields({ kind: 'photo-delete', body: undefined })).toEqual([]);
    expect(editableFields({ kind: 'feedback-delete', body: { content: 'not editable here' } })).toEqual([]);
  });
});

describe('applyEdits', () => {
  it('changes only the edited fields, and the summary cut from one of them', () => {
    const long = 'x'.repeat(300);
    expect(
      applyEdits({ body: { content: 'Too short', isPublic: true }, summary: 'Too short' }, { content: long }),
    ).toEqual({ body: { content: long, isPublic: true }, summary: 'x'.repeat(160) });
  });

  it('follows the text inside a summary with more in it, cut as the form cut it', () => {
    const review = 'Windy but the dogs loved the dunes'.padEnd(200, '.');
    const { summary } = applyEdits(
      { body: { rating: 4, reviewText: review }, summary: `4★ ${review.slice(0, 120)}` },
      { reviewText: 'Calm today'.padEnd(200, '!') },
    );
    expect(summary).toBe(`4★ ${'Calm today'.padEnd(120, '!')}`);
  });

  it('keeps a summary the form wrote itself', () => {
    expect(applyEdits({ body: { caption_0: 'Dunes' }, summary: '2 photos' }, { caption_0: 'Sand' })).toEqual({
      body: { caption_0: 'Sand' },
      summary: '2 photos',
    });
  });
});
