/** pnpm seed — writes the demo accounts and students; safe to run again (fixed command ids). */
import { loadConfig } from './config';
import { seedDemo } from './seed/demo-seed';
import { startServer } from './server';

const server = await startServer({ ...loadConfig(), port: 0, seedDemo: false });
await seedDemo(server.deps);
console.log('Demo verileri hazır (şifre: Pusula.2025).');
await server.close();
