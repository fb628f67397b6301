import type { Knex } from 'knex';

/**
 * Takes out the reviews, walking routes and route ratings the first seed wrote in the names of
 * people who do not exist (issue #29), and recomputes the ratings they fed. A row is the seed's
 * only when it has no account and its author and words are exactly those the seed wrote: a
 * review by its signature and the md5 of its text, a walk by who "shared" it and its name (its
 * ratings go with it). Anything a visitor wrote stays. The seed no longer writes them, so on a
 * new database this finds nothing.
 */

/** [reviewer_name, md5(review_text)] of the 31 seeded reviews. */
const SEEDED_REVIEWS: [string, string][] = [
  ['Sarah M.', '40d539cc6e5a84080635cfccf6e42d6e'],
  ['Tom H.', '7392368896aa184baa3d1fec5e4a6761'],
  ['Priya K.', '8238c5eb650d61cbbb39576844b1317c'],
  ['Gareth L.', 'ae46bb63bb727101e41d739658e6dbac'],
  ['Emma R.', '41d85d7b41b633628b7ced56e39f0296'],
  ['Daniel W.', '3e585a2986d66fd9a66a2f9d6d2b2813'],
  ['Helen B.', 'ba89341441a9f4fc5b49e23b83a0f78d'],
  ['Chris P.', '6f1bfb0d8993d33d4c49c49bd9205470'],
  ['Rachel T.', 'e8caac19fb6641cd4eaffc6b3387fc65'],
  ['Mark D.', 'f1603039b4b4a1ce714950bb98b5a0c4'],
  ['Lucy F.', '6f39ea44113598434cfa6595bc3b5a46'],
  ['Aisha N.', 'c1c754ecf721dc468a7cc4968befa55a'],
  ['Jo S.', 'bcd83b6d9cc0951270a483d638721719'],
  ['Steve G.', 'ed544c19ae95751602a5d0aef5b2e4d4'],
  ['Megan C.', '15ddfb16d3f71d8be53bbfb12c43d45d'],
  ['Paul E.', '15c722c89a182569aff5f65ae0bbaccf'],
  ['Olivia J.', 'ad4a708212254f8807c1c8a0fb3c448a'],
  ['James A.', '3b4187b583280f1e13facc02547a410f'],
  ['Katie V.', '97e286a6194f81250496470b8b96a75f'],
  ['Ben K.', '252767cf377c39bd2493212243fdcab8'],
  ['Fiona L.', '6e05429a53a8165c620d04e869cb874f'],
  ['Nathan O.', '29101c838329d73324daea6b595a1e0f'],
  ['Grace H.', '024991c3270a10413a4a80c1c4a05f36'],
  ['Laura P.', 'ee94769fbddabc9a23d89505fa150c65'],
  ['Ian R.', '0df1c2af6eae37e716bc9b6b95a552ad'],
  ['Sophie W.', 'dbf30879194bd8b8dfa36e0f0297cad7'],
  ['Hannah S.', 'edfaee16433d43cbedfd6b71623ad00d'],
  ['Rebecca M.', '17da2d653b4faa339abc2197765a8058'],
  ['Adam T.', '50b5aac518909271034bfb6b2d056d88'],
  ['Jenny F.', '3f7e06cc47c5c65c712f2acc37a8d20b'],
  ['Carl B.', '8ab1376032d316c456458e42c21270fa'],
];

/** [submitted_by, route_name] of the 16 seeded walks. */
const SEEDED_WALKS: [string, string][] = [
  ['Sarah', 'Baggy Point circular from Croyde'],
  ['Gareth', 'Croyde to Putsborough over Baggy Point'],
  ['Chris', 'Morte Point circular from Mortehoe'],
  ['Emma', 'Woolacombe Sands to Putsborough along the beach'],
  ['Mark', 'Braunton Burrows dune loop from Sandy Lane'],
  ['Aisha', 'Saunton Sands to Crow Point'],
  ['Jo', 'Pebble Ridge and Northam Burrows circuit'],
  ['Paul', 'Kipling Tors from Westward Ho!'],
  ['Olivia', 'Bantham to Thurlestone on the coast path'],
  ['Katie', 'Bantham Ham and Avon estuary shore'],
  ['Ben', 'Burgh Island at low tide'],
  ['Nathan', 'Bigbury-on-Sea to Ayrmer Cove via Challaborough'],
  ['Laura', 'Blackpool Sands to Stoke Fleming'],
  ['Sophie', 'Little Dartmouth and Dartmouth Castle loop'],
  ['Adam', 'Broadsands to Elberry Cove and Churston Cove'],
  ['Carl', 'Broadsands to Goodrington North Sands'],
];

const pairs = (rows: [string, string][]) => rows.map(() => '(?, ?)').join(', ');

export async function up(knex: Knex): Promise<void> {
  const reviewed: { beachId: number }[] = await knex('reviews')
    .whereNull('user_id')
    .whereRaw(`(reviewer_name, md5(review_text)) IN (${pairs(SEEDED_REVIEWS)})`, SEEDED_REVIEWS.flat())
    .delete(['beach_id']);
  // Each beach's rating from the reviews left, as api/services/reviews.ts computes it.
  for (const beachId of new Set(reviewed.map((r) => r.beachId))) {
    await knex.raw(
      `UPDATE beaches b SET average_rating = coalesce(r.avg, 0), total_reviews = r.n
       FROM (SELECT round(avg(rating), 2) AS avg, count(*) AS n FROM reviews WHERE beach_id = ?) r
       WHERE b.id = ?`,
      [beachId, beachId],
    );
  }
  // route_ratings go with their route (ON DELETE CASCADE).
  await knex('walking_routes')
    .whereNull('user_id')
    .whereNull('submitter_email')
    .whereRaw(`(submitted_by, route_name) IN (${pairs(SEEDED_WALKS)})`, SEEDED_WALKS.flat())
    .delete();
}

/** Nothing to put back: invented reviews and walks are not restored. */
export async function down(): Promise<void> {}
