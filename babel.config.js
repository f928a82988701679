// One Babel config for the browser bundle, Jest, and the server build (BABEL_ENV=server).
module.exports = (api) => {
  const env = api.env();
  const node = env === 'test' || env === 'server';
  return {
    presets: [
      ['@babel/preset-env', { targets: node ? { node: env === 'server' ? '20' : 'current' } : 'defaults', bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: false }],
    ],
  };
};
