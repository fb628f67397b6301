import { describe, expect, it } from 'vitest';
import { Admin } from '../models/Admin.ts';
import { User } from '../models/User.ts';
import { type Actor, actorKey, visitor } from './actor.ts';
import { authorize, can } from './community.ts';

const user = (id: number, emailVerified = true) => Object.assign(new User(), { id, emailVerified });
const actors: Record<string, Actor> = {
  visitor,
  owner: { kind: 'user', user: user(1) },
  'other user': { kind: 'user', user: user(2) },
  'unverified user': { kind: 'user', user: user(3, false) },
  admin: { kind: 'admin', admin: Object.assign(new Admin(), { id: 1 }) },
};
type Who = keyof typeof actors;

const publicFeedback = { userId: 1, isPublic: true };
const privateFeedback = { userId: 1, isPublic: false };
const approvedPhoto = { userId: 1, isApproved: true };
const hiddenPhoto = { userId: 1, isApproved: false };

// Each row: what is asked, and who may do it (everyone else may not).
const matrix: [string, (actor: Actor) => boolean, Who[]][] = [
  [
    'read public feedback',
    (a) => can(a, 'read', 'feedback', publicFeedback),
    ['visitor', 'owner', 'other user', 'unverified user', 'admin'],
  ],
  ['read private feedback', (a) => can(a, 'read', 'feedback', privateFeedback), ['owner', 'admin']],
  ['create feedback', (a) => can(a, 'create', 'feedback', null), ['owner', 'other user', 'unverified user']],
  ['update feedback', (a) => can(a, 'update', 'feedback', privateFeedback), ['owner']],
  ['delete feedback', (a) => can(a, 'delete', 'feedback', publicFeedback), ['owner']],
  [
    'see an approved photo',
    (a) => can(a, 'read', 'communityPhoto', approvedPhoto),
    ['visitor', 'owner', 'other user', 'unverified user', 'admin'],
  ],
  ['see a hidden photo', (a) => can(a, 'read', 'communityPhoto', hiddenPhoto), ['owner', 'admin']],
  [
    'upload photos',
    (a) => can(a, 'create', 'communityPhoto', null),
    ['owner', 'other user', 'unverified user'],
  ],
  ['delete a photo', (a) => can(a, 'delete', 'communityPhoto', approvedPhoto), ['owner', 'admin']],
  [
    'submit a walking route',
    (a) => can(a, 'create', 'walkingRoute', null),
    ['owner', 'other user', 'unverified user'],
  ],
  [
    'rate an approved route',
    (a) => can(a, 'rate', 'walkingRoute', { isApproved: true }),
    ['visitor', 'owner', 'other user', 'unverified user', 'admin'],
  ],
  ['rate a pending route', (a) => can(a, 'rate', 'walkingRoute', { isApproved: false }), []],
  ['write a review', (a) => can(a, 'create', 'review', null), ['owner', 'other user']],
];

describe('community policies', () => {
  for (const [action, allowed, who] of matrix) {
    it.each(Object.keys(actors) as Who[])(`${action}: %s`, (name) => {
      expect(allowed(actors[name])).toBe(who.includes(name));
    });
  }

  it('never treats an ownerless row as anybody’s', () => {
    expect(can(actors.owner, 'delete', 'feedback', { userId: null, isPublic: true })).toBe(false);
  });

  it('authorize hides what may not be touched behind a 404', () => {
    expect(() =>
      authorize(actors['other user'], 'delete', 'feedback', publicFeedback, 'Feedback not found'),
    ).toThrow(expect.objectContaining({ status: 404, message: 'Feedback not found' }));
    expect(() => authorize(actors.owner, 'delete', 'feedback', publicFeedback)).not.toThrow();
  });

  it('names actors for the idempotency table', () => {
    expect(actors.owner && actorKey(actors.owner, 'v1')).toBe('user:1');
    expect(actorKey(actors.admin, 'v1')).toBe('admin:1');
    expect(actorKey(visitor, 'v1')).toBe('visitor:v1');
  });
});
