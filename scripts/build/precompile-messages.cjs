// Babel plugin for the production browser build: every message descriptor's literal
// `defaultMessage` ({ id, defaultMessage } objects, and <FormattedMessage defaultMessage="…">)
// is parsed at build time into the ICU AST that react-intl formats directly. With the
// translations also compiled (icu-ast-loader.cjs), the app ships without the ICU parser
// (webpack aliases it to its no-parser entry). A message that does not parse fails the build.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function precompileMessages({ types: t }) {
  const keyName = (prop) => {
    if (!prop.isObjectProperty() || prop.node.computed) return null;
    const key = prop.node.key;
    if (t.isIdentifier(key)) return key.name;
    if (t.isStringLiteral(key)) return key.value;
    return null;
  };
  const staticText = (path) => {
    const result = path.evaluate();
    return result.confident && typeof result.value === 'string' ? result.value : null;
  };
  const compile = (path, text) => {
    try {
      return t.valueToNode(parse(text));
    } catch (error) {
      throw path.buildCodeFrameError(`Message does not parse as ICU: ${error.message}`);
    }
  };

  return {
    name: 'kilowatch-precompile-messages',
    visitor: {
      ObjectExpression(path) {
        const props = path.get('properties');
        const id = props.find((p) => keyName(p) === 'id');
        const message = props.find((p) => keyName(p) === 'defaultMessage');
        if (!id || !message) return;
        const value = message.get('value');
        const text = staticText(value);
        // Not a literal: a copy of another descriptor's (already compiled) defaultMessage.
        if (text === null) return;
        value.replaceWith(compile(value, text));
        for (const p of props) if (keyName(p) === 'description') p.remove();
      },
      JSXAttribute(path) {
        if (!t.isJSXIdentifier(path.node.name, { name: 'defaultMessage' })) return;
        const opening = path.parentPath;
        if (!opening.isJSXOpeningElement() || !t.isJSXIdentifier(opening.node.name, { name: 'FormattedMessage' })) return;
        const value = path.get('value');
        let text = null;
        if (value.isStringLiteral()) text = value.node.value;
        else if (value.isJSXExpressionContainer()) text = staticText(value.get('expression'));
        if (text === null) return;
        value.replaceWith(t.jsxExpressionContainer(compile(value, text)));
      },
    },
  };
};
