// A pooled connection for one transaction: rolled back on failure, and thrown away (not returned
// to the pool) when even the ROLLBACK fails, since its session state is then unknown.
import type pg from 'pg';

export async function withConnection<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    return await work(client);
  } catch (error) {
    broken = !(await rollBack(client));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** ROLLBACK (a no-op outside a transaction); false when the connection could not do it. */
export async function rollBack(client: pg.PoolClient): Promise<boolean> {
  try {
    await client.query('ROLLBACK');
    return true;
  } catch {
    return false;
  }
}
