// On SQLite one file is one club's log: the club id is not a column of every row but a fact of the
// file, written by the first open that names a club and checked by every later one, so a
// deployment's configuration cannot point club B at club A's file.
import type Database from 'better-sqlite3';
import { InvalidArgumentError } from '../errors/errors';
import { checkClubId } from '../postgres/schema-name';

export function claimSqliteClub(sqlite: Database.Database, clubId: string): void {
  checkClubId(clubId);
  sqlite.exec('CREATE TABLE IF NOT EXISTS log_club (one INTEGER PRIMARY KEY CHECK (one = 1), club_id TEXT NOT NULL)');
  sqlite.prepare('INSERT OR IGNORE INTO log_club (one, club_id) VALUES (1, ?)').run(clubId);
  const owner = (sqlite.prepare('SELECT club_id FROM log_club').get() as { club_id: string }).club_id;
  if (owner !== clubId) throw new InvalidArgumentError(`this file is the log of club ${owner}, not of club ${clubId}`);
}
