/**
 * Uploaded photos (part 1 §3 'Images'): the owner, the served name, the kind and the bytes. A photo is found by
 * its token, 128 random bits: the URL that carries it is the only key (an `<img>` cannot send an api code).
 * Read and written by `photos/photoStore.ts`.
 */
export const PHOTOS_TABLE = `
  CREATE TABLE IF NOT EXISTS photos (
    id INTEGER PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('jpeg', 'png', 'pdf')),
    data BLOB NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  );
  CREATE INDEX IF NOT EXISTS photos_by_user ON photos (user_id, id);
`
