/**
 * How the community's lists are read (a beach's feedback and photos, a user's own): newest first
 * (then by id, so rows made in the same instant keep one order), each with its beach's name and
 * its author's name, and nothing else of either (no emails).
 */
import type { Model, QueryBuilder } from 'objection';

/** For a model with `beach` and `user` relations and a `createdAt` column. */
export function withListingExtras<Q extends QueryBuilder<Model>>(query: Q): Q {
  const table = query.modelClass().tableName;
  return query
    .withGraphFetched('[beach(name), user(author)]')
    .modifiers({
      name: (q) => q.select('beaches.id', 'beaches.name'),
      author: (q) => q.select('users.id', 'users.firstName', 'users.lastName'),
    })
    .orderBy([
      { column: `${table}.createdAt`, order: 'desc' },
      { column: `${table}.id`, order: 'desc' },
    ]);
}
