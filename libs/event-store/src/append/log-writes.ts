// The statements that write the log, prepared once per connection: an append and an import of
// recorded events write the same rows (a stream's version, each event with its hash).
import type Database from 'better-sqlite3';

export function prepareLogWrites(sqlite: Database.Database) {
  return {
    selectStream: sqlite.prepare('SELECT stream_key, version FROM streams WHERE stream_id = ?').raw(),
    selectHead: sqlite.prepare('SELECT position, hash FROM events ORDER BY position DESC LIMIT 1').raw(),
    insertStream: sqlite.prepare('INSERT INTO streams (stream_id, version) VALUES (?, ?) RETURNING stream_key').pluck(),
    updateStream: sqlite.prepare('UPDATE streams SET version = ? WHERE stream_key = ?'),
    insertEvent: sqlite.prepare(
      'INSERT INTO events (position, stream_key, stream_position, type_key, actor_key, data, event_id, occurred_at, ' +
        'recorded_at, correlation_id, causation_id, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
  };
}
