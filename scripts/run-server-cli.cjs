// Runs a server CLI command (admin-token, add-user, outbox) against KILOWATCH_DATA (default ./data),
// building the server first when needed. Usage: npm run admin-token -- demo@example.com
const path = require('node:path');
const { ensureBuilt, root } = require('./build-state.cjs');

ensureBuilt(['server']);
process.env.KILOWATCH_DATA = process.env.KILOWATCH_DATA || path.join(root, 'data');
require(path.join(root, 'server', 'dist', 'cli', 'main.js'));
