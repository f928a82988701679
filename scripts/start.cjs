// `npm start`: builds whatever is missing or stale, then serves the app, the REST API and the
// realtime feed from one process on one port (PORT, default 8080; data in KILOWATCH_DATA, default ./data).
const path = require('node:path');
const { ensureBuilt, root } = require('./build-state.cjs');

ensureBuilt(['server', 'app']);
process.env.KILOWATCH_DATA = process.env.KILOWATCH_DATA || path.join(root, 'data');
require(path.join(root, 'server', 'dist', 'main.js'));
