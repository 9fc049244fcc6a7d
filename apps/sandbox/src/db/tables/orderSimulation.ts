/**
 * The courier simulator's progress per order (`apps/sandbox/src/simulator/`): which phase of its timeline an
 * order is in and how far into it. A row exists only for orders the simulator moves (created through the API);
 * seeded history has none and stays as seeded. `driver_from_*` is where the assigned driver started from.
 */
export const ORDER_SIMULATION_TABLE = `
  CREATE TABLE IF NOT EXISTS order_simulation (
    order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
    script TEXT NOT NULL DEFAULT 'deliver',
    phase INTEGER NOT NULL DEFAULT 0,
    elapsed_ms INTEGER NOT NULL DEFAULT 0,
    driver_from_lat REAL,
    driver_from_lng REAL
  );
`

/** An order_simulation row. */
export interface OrderSimulationRow {
  readonly order_id: number
  readonly script: string
  readonly phase: number
  readonly elapsed_ms: number
  readonly driver_from_lat: number | null
  readonly driver_from_lng: number | null
}
