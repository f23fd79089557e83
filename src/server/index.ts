// The table server: app factory, real start-up, storage adapters, fan-out and the simulation workers.
export { createServer, type ServerOptions } from './app.ts';
export { startServer, type StartOptions } from './start.ts';
export { sqliteStorage, postgresStorage } from './storage/adapters.ts';
export { localFanout, redisFanout, type Fanout } from './fanout.ts';
export type { Storage } from './storage/port.ts';
export { SimulationPool, type SimulationJob, type PoolStats } from './simulations.ts';
