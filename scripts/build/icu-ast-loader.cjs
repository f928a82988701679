// Webpack loader for translations/<lang>.json in the production build: each ICU message string
// becomes its parsed AST, so the browser never parses messages (see precompile-messages.cjs).
// A message that does not parse fails the build with its id.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function icuAstLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${this.resourcePath}: ${id} is not a string`);
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(`${this.resourcePath}: ${id} does not parse as ICU: ${error.message}`);
    }
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
