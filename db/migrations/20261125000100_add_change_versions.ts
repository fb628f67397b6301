import type { Knex } from 'knex';

/**
 * Change tracking for the delta sync (DESIGN.md, "Offline: how it works"): Replicache's
 * "global version". A timestamp cursor skips rows that commit late (now() is the transaction's
 * start), so every synced row carries a `change_version` taken from the one-row `sync_state`.
 *
 * Why the cursor never skips a row: `next_change_version()` updates the sync_state row, and the
 * row lock it takes is held until commit. A second writing transaction waits on that lock, so
 * versions become visible in the order they were handed out. A reader that first reads the
 * committed `sync_state.version` V and then asks for `since < change_version <= V` sees every
 * row with a version up to V: none is still in flight.
 *
 * One version per transaction, not per row: `sync_state.txid` remembers which transaction
 * took the current version, and later writes of that transaction reuse it (a plain read, as
 * the lock is already ours). So a transaction's rows and tombstones share one number, as
 * DESIGN.md says, and a bulk write bumps the counter once. txid_current() is the 64-bit,
 * never-reused transaction id; a rolled-back savepoint also rolls back its sync_state update,
 * and the next write simply takes a new version.
 *
 * Deletions leave a tombstone (table, row id, version) that is upserted, so each row has at
 * most one; a row that comes back under the same id (water_quality is keyed by its beach)
 * clears its tombstone. Beaches are soft-deleted: setting deleted_at is an UPDATE that already
 * bumps the row's version, and /api/sync will present a beach with deleted_at as deleted.
 *
 * Every writer to a synced table holds the sync_state lock from its first synced write until
 * commit: writes to these tables are serialised. That is the price of the guarantee, and small
 * at this site's write rate.
 *
 * Tombstones are pruned after a retention period (api/services/change-versions.ts), and
 * sync_state.pruned_through records the newest version pruned: a client whose cursor is older
 * may have missed a deletion and must start again from a snapshot.
 *
 * Rows that exist when this runs get version 1, and sync_state starts at 1, so the cursor 0
 * means "everything".
 */

/** Every table the PWA mirrors, with the column that identifies a row. */
const SYNCED_TABLES: Record<string, string> = {
  beaches: 'id',
  water_quality: 'beach_id',
  water_quality_history: 'id',
  parking: 'id',
  eateries: 'id',
  walking_routes: 'id',
  route_ratings: 'id',
  blog_posts: 'id',
  reviews: 'id',
  community_photos: 'id',
  beach_photos: 'id',
  user_feedback: 'id',
};
// Tide stations are no table: they ship as db/data/tide-stations-sw-england.json and each
// beach names its own in beaches.tide_station_id, which beaches' versions already cover.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE sync_state (
      id smallint PRIMARY KEY CHECK (id = 1),
      version bigint NOT NULL DEFAULT 0,
      txid bigint,
      -- Tombstones up to this version have been pruned: an older cursor can no longer be served.
      pruned_through bigint NOT NULL DEFAULT 0
    )`);
  await knex.raw('INSERT INTO sync_state (id, version) VALUES (1, 1)');

  await knex.raw(`
    CREATE TABLE sync_tombstones (
      table_name text NOT NULL,
      row_id bigint NOT NULL,
      change_version bigint NOT NULL,
      deleted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (table_name, row_id)
    )`);
  await knex.raw('CREATE INDEX sync_tombstones_change_version_idx ON sync_tombstones (change_version)');

  await knex.raw(`
    CREATE FUNCTION next_change_version() RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE
      current_version bigint;
      taken_by bigint;
    BEGIN
      SELECT version, txid INTO current_version, taken_by FROM sync_state WHERE id = 1;
      IF taken_by = txid_current() THEN
        RETURN current_version;
      END IF;
      -- Waits here while another transaction holds a version it has not committed.
      UPDATE sync_state SET version = version + 1, txid = txid_current() WHERE id = 1
        RETURNING version INTO current_version;
      RETURN current_version;
    END $$`);

  // TG_ARGV[0] names the row's key column.
  await knex.raw(`
    CREATE FUNCTION stamp_change_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.change_version := next_change_version();
      IF TG_OP = 'INSERT' THEN
        DELETE FROM sync_tombstones
         WHERE table_name = TG_TABLE_NAME AND row_id = (to_jsonb(NEW) ->> TG_ARGV[0])::bigint;
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE FUNCTION record_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO sync_tombstones (table_name, row_id, change_version)
      VALUES (TG_TABLE_NAME, (to_jsonb(OLD) ->> TG_ARGV[0])::bigint, next_change_version())
      ON CONFLICT (table_name, row_id)
        DO UPDATE SET change_version = EXCLUDED.change_version, deleted_at = EXCLUDED.deleted_at;
      RETURN NULL;
    END $$`);

  for (const [table, key] of Object.entries(SYNCED_TABLES)) {
    // A constant default fills existing rows without rewriting the table; new rows always get
    // their version from the trigger.
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN change_version bigint NOT NULL DEFAULT 1`);
    await knex.raw(`ALTER TABLE ${table} ALTER COLUMN change_version SET DEFAULT 0`);
    await knex.raw(`CREATE INDEX ${table}_change_version_idx ON ${table} (change_version)`);
    await knex.raw(
      `CREATE TRIGGER ${table}_stamp_change_version BEFORE INSERT OR UPDATE ON ${table}
       FOR EACH ROW EXECUTE FUNCTION stamp_change_version('${key}')`,
    );
    await knex.raw(
      `CREATE TRIGGER ${table}_record_tombstone AFTER DELETE ON ${table}
       FOR EACH ROW EXECUTE FUNCTION record_tombstone('${key}')`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of Object.keys(SYNCED_TABLES).reverse()) {
    await knex.raw(`DROP TRIGGER ${table}_record_tombstone ON ${table}`);
    await knex.raw(`DROP TRIGGER ${table}_stamp_change_version ON ${table}`);
    await knex.raw(`ALTER TABLE ${table} DROP COLUMN change_version`);
  }
  await knex.raw('DROP FUNCTION record_tombstone()');
  await knex.raw('DROP FUNCTION stamp_change_version()');
  await knex.raw('DROP FUNCTION next_change_version()');
  await knex.raw('DROP TABLE sync_tombstones');
  await knex.raw('DROP TABLE sync_state');
}
