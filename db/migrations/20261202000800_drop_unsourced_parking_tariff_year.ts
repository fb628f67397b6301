import type { Knex } from 'knex';

/**
 * The first seed told 28 Torbay car parks to "check the 2025 tariff on site", a year no source
 * gave and that reads as current when it is not (issue #29). We hold no tariff for them, so the
 * note says that. A cost an admin has since written is left alone.
 */
const SEEDED = 'Pay and display; check the 2025 tariff on site (Torbay Council)';
const TORBAY_COST = 'Pay and display (Torbay Council); we hold no current tariff, so check the board on site';

export async function up(knex: Knex): Promise<void> {
  await knex('parking').where({ cost: SEEDED }).update({ cost: TORBAY_COST });
}

/** The unsourced year is not put back. */
export async function down(): Promise<void> {}
