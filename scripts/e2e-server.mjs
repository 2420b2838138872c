// Runs the built product for the Playwright journeys (see lib/throwaway-server.mjs).
// APP_VERSION_OVERRIDE in the environment makes a "newer" server for the update modal.
import { spawnThrowawayCms } from './lib/throwaway-server.mjs';

const child = spawnThrowawayCms({ port: Number(process.env.PORT || 1410) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
