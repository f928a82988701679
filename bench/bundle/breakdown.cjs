// What /now's first-visit JS is made of (BREAKDOWN=1 npm run bench:bundle): the production build
// again with hidden source maps (the same chunks and code; the hashes in the file names differ, so
// files are matched by chunk id or name), each
// minified byte of /now's files attributed to its source module, and the modules gzipped together
// by area. It also prints the floor behind issue 19's 1.3× target: the least a live Now screen needs
// (usage, solar and grid figures with the feed, the session, the API client, the store, initialisation,
// routes and i18n), gzipped as one file.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { SourceMapConsumer } = require('source-map-js');

const gz = (text) => zlib.gzipSync(text, { level: 9 }).length;

/** Areas of the app, first match wins (paths relative to the project). */
const AREAS = [
  ['webpack runtime', /^webpack\/runtime\//],
  ['CSS module class maps', /\.module\.css/],
  ['shell (navigation bar, peak banner, screen table)', /^src\/app\/shell\/|^src\/features\/now\/TopBanner/],
  ['Now screen (cards, power flow, selectors, messages)', /^src\/features\/now\/|^src\/common\/(BatteryGauge|format|useNearViewport|NearContent)\./],
  ['realtime feed', /^src\/features\/realtime\/|node_modules\/sockette\//],
  ['session', /^src\/app\/session\//],
  ['API client', /^src\/api\//],
  ['devices (slice, saga, bubbles, icon registry)', /^src\/features\/devices\/|^src\/common\/icons\//],
  ['timeline (slice, saga)', /^src\/features\/timeline\//],
  ['post-initialisation fetches', /^src\/app\/postInitPrefetch|^src\/features\/(labs|evCharger|integrations|homeSettings|dataSharing|monitorOverview)\//],
  ['store, initialisation, routes, i18n, theme, common', /^src\//],
];
const GLUE = 'webpack module wrappers';

/** The floor: what a Now screen of usage, solar and grid figures, live, for a signed-in user cannot do without. */
const FLOOR = /^webpack\/runtime\/|^src\/features\/now\/|^src\/features\/realtime\/|node_modules\/sockette\/|^src\/app\/session\/|^src\/api\/|^src\/app\/[^/]+$|^src\/i18n\/|^src\/theme\/|^src\/common\/(format|nextTask|chunkLoader|Loader|messages)\.|^src\/index\./;
const NOT_IN_FLOOR = /\.css|RouteError|UnsupportedBrowser|browserSupport|analytics|Logo|externalNavigation|redirects|RootRedirect|lazyScreens|themeSaga|useThemeMode|i18nSaga|clientInfo|keptAnswers|renewLock|sessionRenewSaga|sessionLogoutSaga|postInitPrefetch|closeCodes|PowerFlow|powerFlowMath|ConnectionNotice|SignalStrip|GeneratorCard|BatteryCard|CostCard|AlwaysOnCard|SelfPoweredCard|DeviceBubbles|NowTimelineSlot|TopBanner/;

/** Each source's minified text in one built file, from its source map. */
function textBySource(dir, file) {
  const bySource = new Map();
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dir, `${file}.map`), 'utf8')));
  const lines = code.split('\n');
  const segments = [];
  consumer.eachMapping((m) => segments.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  segments.forEach((m, i) => {
    const next = segments[i + 1];
    const line = lines[m.generatedLine - 1];
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const source = m.source ? m.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '') : GLUE;
    bySource.set(source, (bySource.get(source) ?? '') + line.slice(m.generatedColumn, end));
  });
  return bySource;
}

/** Appends `text` to the entry `key` of a Map of strings. */
const append = (map, key, text) => map.set(key, (map.get(key) ?? '') + text);

/** Prints /now's JS by area and the floor. `files`: the JS files the first visit downloaded (names in dist/). */
function breakdown(root, files) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-breakdown-'));
  try {
    execFileSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--devtool', 'hidden-source-map', '--output-path', out, '--no-cache'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    // This build's file for each chunk (its id or name: the part before the hash) that has a source map.
    const chunkOf = (f) => f.split('.')[0];
    const built = new Map(fs.readdirSync(out).filter((f) => f.endsWith('.js.map')).map((f) => [chunkOf(f), f.slice(0, -'.map'.length)]));
    // In a fixed order (the browser's download order varies), so that the gzip of the joined text does not.
    const bySource = new Map();
    const libraries = [];
    const unmapped = [];
    for (const file of [...files].sort()) {
      const twin = built.get(chunkOf(file));
      if (twin === undefined) {
        unmapped.push(file);
        continue;
      }
      const texts = textBySource(out, twin);
      // The libraries' file (its bytes almost all from node_modules) is the vendor chunk: left out.
      const size = (keep) => [...texts].filter(([s]) => keep(s)).reduce((n, [, t]) => n + t.length, 0);
      if (size((s) => s.includes('node_modules/')) > 0.9 * size(() => true)) libraries.push(file);
      else for (const [source, text] of texts) append(bySource, source, text);
    }
    const areas = new Map();
    for (const [source, text] of bySource) append(areas, source === GLUE ? GLUE : (AREAS.find(([, test]) => test.test(source)) ?? ['other'])[0], text);
    console.log(`\n/now's own code by area (gzip of each area's minified bytes together). Left out: the libraries (${libraries.join(', ')}) and the static boot files, which have no source map (${unmapped.join(', ')})`);
    const sized = [...areas].map(([area, text]) => [area, gz(text)]).sort((x, y) => y[1] - x[1]);
    for (const [area, bytes] of sized) console.log(`${String(bytes).padStart(8)} bytes  ${area}`);
    console.log(`${String(gz([...bySource.values()].join(''))).padStart(8)} bytes  all of it as one file`);
    const floor = [...bySource.keys()].filter((s) => FLOOR.test(s) && !NOT_IN_FLOOR.test(s));
    console.log(`${String(gz(floor.map((s) => bySource.get(s)).join(''))).padStart(8)} bytes  the floor: a live Now screen of usage, solar and grid only, with the feed, session, API client, store, initialisation, routes and i18n (${floor.length} modules)`);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

module.exports = { breakdown };
