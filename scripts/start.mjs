// `npm start`: build whatever is missing or older than its sources, then run the server in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './build-if-stale.mjs';

ensureBuilt();
await import(pathToFileURL(path.join(root, 'server', 'dist', 'main.js')).href);
