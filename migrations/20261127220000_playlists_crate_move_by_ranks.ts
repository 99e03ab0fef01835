// This migration rewrote crate_move (a move's neighbours read from the rank index alone) until
// 20261203000000_playlists_crate_move_whole took the body over. It does nothing now, and stays because knex_migrations
// names it on the databases that ran it.
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
