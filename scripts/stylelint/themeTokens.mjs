/**
 * Stylelint rules that keep the site's CSS on the design system: one Mantine theme (src/core/theme.ts), whose
 * values the build writes as `--mantine-*` variables (src/engine/assets/themeCss.ts). Hex and named colours are left to
 * Stylelint's own `color-no-hex` and `color-named`; these rules cover what those cannot say:
 *
 * - `fernwise/color-function-tokens`: no colour from numbers (`rgb(19 37 28 / 14%)`, `hsl(…)`, `oklch(…)`…). A
 *   relative colour built from a variable is a theme colour (`rgb(from var(--mantine-color-white) r g b / 10%)`),
 *   and so is a `color-mix()` of variables (its arguments are checked like any other value).
 * - `fernwise/font-size-tokens`: `font-size` is a theme size (`var(--mantine-font-size-*)`,
 *   `var(--mantine-h1-font-size)`…), a size relative to the parent's (`em`, `%`), or a global keyword; a `calc()`,
 *   `clamp()`, `min()` or `max()` may combine those with plain numbers. The `font` shorthand takes no length size.
 * - `fernwise/spacing-tokens`: a margin, padding, gap or inset length equal to a theme spacing (given in the
 *   options, in rem; the pixel equivalents at 16 px a rem count too) is written as that spacing's variable.
 * - `fernwise/radius-tokens`: `border-radius` and its longhands are `var(--mantine-radius-*)` (alone or in a
 *   `calc()` with it), `0`, `50%` or `9999px` (a pill).
 * - `fernwise/shadow-tokens`: `box-shadow` is `none` or a list of `var(--mantine-shadow-*)`.
 *
 * Custom properties are checked for colours only (their other values have no known meaning), and `@font-face`
 * descriptors not at all. A `var()` of a custom property the same stylesheet declares counts as its values: a
 * variable set to theme sizes is a theme size; one declared elsewhere is not known here, so it is refused.
 */
import stylelint from 'stylelint';
import valueParser from 'postcss-value-parser';

const {
  createPlugin,
  utils: { report, ruleMessages, validateOptions },
} = stylelint;

const GLOBAL_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);
const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color']);
const MATH_FUNCTIONS = new Set(['calc', 'clamp', 'min', 'max']);
const SPACING_PROPERTY =
  /^(?:(?:margin|padding|scroll-margin|scroll-padding|inset)(?:-.+)?|(?:grid-)?(?:row-|column-)?gap|top|right|bottom|left)$/;
const RADIUS_PROPERTY = /^border(?:-[a-z]+){0,2}-radius$/;
const FONT_SIZE_VARIABLE = /^--mantine-(?:font-size-[\w-]+|h[1-6]-font-size)$/;
const RADIUS_VARIABLE = /^--mantine-radius-[\w-]+$/;
const SHADOW_VARIABLE = /^--mantine-shadow-[\w-]+$/;
/** The `font` shorthand's system-font keywords: they set a size, but the platform's, not a literal. */
const SYSTEM_FONTS = new Set(['caption', 'icon', 'menu', 'message-box', 'small-caption', 'status-bar']);

/** The declarations a rule looks at: real properties (not custom ones), outside `@font-face`. */
function eachDeclaration(root, callback) {
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) return;
    if (decl.parent?.type === 'atrule' && decl.parent.name.toLowerCase() === 'font-face') return;
    callback(decl, decl.prop.toLowerCase());
  });
}

/** The name of the variable a `var()` node reads, or undefined for any other node. */
function variableName(node) {
  if (node.type !== 'function' || node.value.toLowerCase() !== 'var') return undefined;
  const first = node.nodes.find((child) => child.type === 'word');
  return first?.value;
}

/** The nodes of a function's arguments or a value's top level, without spaces and comments. */
function meaningful(nodes) {
  return nodes.filter((node) => node.type !== 'space' && node.type !== 'comment');
}

/**
 * Every value this stylesheet gives each custom property. A variable of the stylesheet's own (`--field-font-size`,
 * set per size to a theme size) is as good as the values it is given; one from elsewhere cannot be checked here.
 */
function localVariables(root) {
  const values = new Map();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) values.set(decl.prop, [...(values.get(decl.prop) ?? []), decl.value]);
  });
  return { values, seen: new Set() };
}

/** Whether `var(name)` reads a variable of this stylesheet whose every value passes `test` (given its terms). */
function isLocalVariable(name, scope, test) {
  const values = scope.values.get(name);
  if (!values || scope.seen.has(name)) return false;
  const inner = { values: scope.values, seen: new Set([...scope.seen, name]) };
  return values.every((value) => test(meaningful(valueParser(value).nodes), inner));
}

/** Where a node sits in its declaration's source, for `report`'s `index` and `endIndex`. */
function span(decl, node) {
  const offset = decl.prop.length + (decl.raws.between?.length ?? 1);
  return { index: offset + node.sourceIndex, endIndex: offset + node.sourceEndIndex };
}

function defineRule(name, messages, check, possibleSecondary) {
  const ruleName = `fernwise/${name}`;
  const ruleMessagesObject = ruleMessages(ruleName, messages);
  const ruleFunction = (primary, secondary) => (root, result) => {
    const valid = validateOptions(
      result,
      ruleName,
      { actual: primary, possible: [true] },
      ...(possibleSecondary ? [{ actual: secondary, possible: possibleSecondary, optional: false }] : []),
    );
    if (!valid) return;
    const complain = (decl, node, message) =>
      report({ result, ruleName, message, node: decl, ...(node ? span(decl, node) : {}) });
    check(root, { messages: ruleMessagesObject, options: secondary, complain });
  };
  ruleFunction.ruleName = ruleName;
  ruleFunction.messages = ruleMessagesObject;
  ruleFunction.meta = { url: 'https://github.com/fernwise/site/blob/main/scripts/stylelint/themeTokens.mjs' };
  return createPlugin(ruleName, ruleFunction);
}

const colorFunctionTokens = defineRule(
  'color-function-tokens',
  {
    rejected: (fn) =>
      `Unexpected colour literal "${fn}": use a theme colour, var(--mantine-color-*), or a relative colour or ` +
      `color-mix() built from one; a colour the theme lacks is added to src/core/theme.ts`,
  },
  (root, { messages, complain }) => {
    // Custom properties too: a colour literal in one is a second palette.
    root.walkDecls((decl) => {
      if (decl.parent?.type === 'atrule' && decl.parent.name.toLowerCase() === 'font-face') return;
      valueParser(decl.value).walk((node) => {
        if (node.type !== 'function') return;
        const name = node.value.toLowerCase();
        if (name === 'url' || name === 'var') return false;
        if (!COLOR_FUNCTIONS.has(name)) return;
        const [first, origin] = meaningful(node.nodes);
        const relative =
          first?.type === 'word' &&
          first.value.toLowerCase() === 'from' &&
          (variableName(origin) !== undefined ||
            (origin?.type === 'word' && origin.value.toLowerCase() === 'currentcolor'));
        if (!relative) complain(decl, node, messages.rejected(valueParser.stringify(node)));
      });
    });
  },
);

/** Whether a font-size term is allowed: a theme size, a size relative to the parent's, or a sum of those. */
function isThemeFontSize(node, { unitless, scope }) {
  if (node.type === 'word') {
    const value = node.value.toLowerCase();
    if (unitless && ['+', '-', '*'].includes(value)) return true;
    const number = valueParser.unit(value);
    if (number) {
      if (number.unit === '') return unitless || Number(number.number) === 0;
      return number.unit === 'em' || number.unit === '%';
    }
    return !unitless && GLOBAL_KEYWORDS.has(value);
  }
  if (node.type === 'div') return unitless && (node.value === '/' || node.value === ',');
  if (node.type === 'function') {
    const name = variableName(node);
    if (name !== undefined) {
      return (
        FONT_SIZE_VARIABLE.test(name) ||
        isLocalVariable(
          name,
          scope,
          (terms, inner) => terms.length === 1 && isThemeFontSize(terms[0], { unitless: false, scope: inner }),
        )
      );
    }
    if (MATH_FUNCTIONS.has(node.value.toLowerCase()) || node.value === '') {
      return meaningful(node.nodes).every((child) => isThemeFontSize(child, { unitless: true, scope }));
    }
  }
  return false;
}

const fontSizeTokens = defineRule(
  'font-size-tokens',
  {
    rejected: (value) =>
      `Unexpected font size "${value}": use var(--mantine-font-size-*), var(--mantine-h*-font-size), em or %; ` +
      `a size the theme lacks is added to its fontSizes`,
  },
  (root, { messages, complain }) => {
    const scope = localVariables(root);
    eachDeclaration(root, (decl, prop) => {
      if (prop === 'font-size') {
        const nodes = meaningful(valueParser(decl.value).nodes);
        if (nodes.length !== 1 || !isThemeFontSize(nodes[0], { unitless: false, scope }))
          complain(decl, undefined, messages.rejected(decl.value));
      } else if (prop === 'font') {
        const nodes = meaningful(valueParser(decl.value).nodes);
        const single = nodes.length === 1 ? nodes[0] : undefined;
        if (single?.type === 'word' && (GLOBAL_KEYWORDS.has(single.value) || SYSTEM_FONTS.has(single.value))) return;
        if (single && variableName(single) !== undefined) return;
        // The size is the length before the family (and before a `/ line-height`); weights are unitless numbers.
        for (const [index, node] of nodes.entries()) {
          if (nodes[index - 1]?.type === 'div' && nodes[index - 1].value === '/') continue;
          const number = node.type === 'word' ? valueParser.unit(node.value) : false;
          const isLength = number && number.unit !== '';
          const isCall = node.type === 'function' && node.value !== '' && variableName(node) === undefined;
          if ((isLength || isCall) && !isThemeFontSize(node, { unitless: false, scope }))
            complain(decl, node, messages.rejected(valueParser.stringify(node)));
        }
      }
    });
  },
);

const spacingTokens = defineRule(
  'spacing-tokens',
  {
    rejected: (literal, token, prop) =>
      `Unexpected "${literal}" in "${prop}": it is the theme's spacing ${token}, ` +
      (literal.startsWith('-')
        ? `write calc(-1 * var(--mantine-spacing-${token}))`
        : `write var(--mantine-spacing-${token})`),
  },
  (root, { messages, options, complain }) => {
    /** The theme's spacings by length: "0.625rem" and "10px" both name xs. */
    const byLength = new Map();
    for (const [token, value] of Object.entries(options.spacing)) {
      const number = valueParser.unit(value);
      if (!number) continue;
      byLength.set(`${Number(number.number)}rem`, token);
      byLength.set(`${Number(number.number) * 16}px`, token);
    }
    eachDeclaration(root, (decl, prop) => {
      if (!SPACING_PROPERTY.test(prop)) return;
      valueParser(decl.value).walk((node) => {
        if (node.type === 'function' && ['var', 'url', 'env'].includes(node.value.toLowerCase())) return false;
        if (node.type !== 'word') return;
        const number = valueParser.unit(node.value);
        if (!number) return;
        const token = byLength.get(`${Math.abs(Number(number.number))}${number.unit.toLowerCase()}`);
        if (token) complain(decl, node, messages.rejected(node.value, token, decl.prop));
      });
    });
  },
  (options) =>
    typeof options === 'object' &&
    options !== null &&
    typeof options.spacing === 'object' &&
    Object.values(options.spacing).every((value) => typeof value === 'string' && value.endsWith('rem')),
);

/** Whether a term of a border radius is allowed. */
function isThemeRadius(node, scope) {
  if (node.type === 'div') return node.value === '/';
  if (node.type === 'word') {
    const value = node.value.toLowerCase();
    if (GLOBAL_KEYWORDS.has(value) || value === '50%' || value === '9999px') return true;
    const number = valueParser.unit(value);
    return Boolean(number) && Number(number.number) === 0;
  }
  if (node.type === 'function') {
    const name = variableName(node);
    if (name !== undefined) {
      return (
        RADIUS_VARIABLE.test(name) ||
        isLocalVariable(name, scope, (terms, inner) => terms.every((term) => isThemeRadius(term, inner)))
      );
    }
    if (!MATH_FUNCTIONS.has(node.value.toLowerCase())) return false;
    // A radius worked out from a theme radius (an inner corner: the outer one less the border) keeps the scale.
    let fromTheme = false;
    valueParser.walk(node.nodes, (child) => {
      if (variableName(child) !== undefined && isThemeRadius(child, scope)) fromTheme = true;
    });
    return fromTheme;
  }
  return false;
}

const radiusTokens = defineRule(
  'radius-tokens',
  {
    rejected: (value, prop) =>
      `Unexpected "${value}" in "${prop}": use var(--mantine-radius-*), 0, 50% or 9999px; ` +
      `a radius the theme lacks is added to its radius`,
  },
  (root, { messages, complain }) => {
    const scope = localVariables(root);
    eachDeclaration(root, (decl, prop) => {
      if (!RADIUS_PROPERTY.test(prop)) return;
      for (const node of meaningful(valueParser(decl.value).nodes)) {
        if (!isThemeRadius(node, scope))
          complain(decl, node, messages.rejected(valueParser.stringify(node), decl.prop));
      }
    });
  },
);

/** Whether a box shadow's terms are `none` or a list of theme shadows. */
function isThemeShadow(terms, scope) {
  const single = terms.length === 1 && terms[0].type === 'word' ? terms[0].value.toLowerCase() : undefined;
  if (single === 'none' || GLOBAL_KEYWORDS.has(single ?? '')) return true;
  return terms.every((term) => {
    if (term.type === 'div') return term.value === ',';
    const name = variableName(term);
    return name !== undefined && (SHADOW_VARIABLE.test(name) || isLocalVariable(name, scope, isThemeShadow));
  });
}

const shadowTokens = defineRule(
  'shadow-tokens',
  {
    rejected: (value) =>
      `Unexpected box-shadow "${value}": use var(--mantine-shadow-*) (a list of them, or none); ` +
      `a shadow the theme lacks is added to its shadows`,
  },
  (root, { messages, complain }) => {
    const scope = localVariables(root);
    eachDeclaration(root, (decl, prop) => {
      if (prop !== 'box-shadow') return;
      if (!isThemeShadow(meaningful(valueParser(decl.value).nodes), scope))
        complain(decl, undefined, messages.rejected(decl.value));
    });
  },
);

export default [colorFunctionTokens, fontSizeTokens, spacingTokens, radiusTokens, shadowTokens];
