// Stylelint rule project/colours-from-tokens: a style sheet names its colours by token, so a colour is changed in
// one place and near-duplicates stay visible in one list. Raw hex, rgb()/hsl() of numbers and named colours are
// refused in declarations, Sass variables and at-rule arguments (a mixin's colour argument counts too); the token
// files are exempted in stylelint.config.mjs. A token faded or mixed by Sass (`rgba($primary, 0.1)`) is allowed:
// it still starts from a token. Stylelint's own color-no-hex / color-named skip at-rule arguments, hence this rule.
import stylelint from 'stylelint'

const {
  createPlugin,
  utils: { report, ruleMessages },
} = stylelint

const ruleName = 'project/colours-from-tokens'
const messages = ruleMessages(ruleName, {
  rejected: (colour) =>
    `Raw colour "${colour}": use a colour token from src/styles/_ui.scss (add one to src/styles/_palette.scss if none fits)`,
})

// CSS Color 4 named colours; transparent and currentcolor are not colours of their own.
const NAMED = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod
darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon
darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey
dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey
honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral
lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue
lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise
mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered
orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
whitesmoke yellow yellowgreen`.split(/\s+/)

const HEX = /#[\da-f]{3,8}\b/gi
// A colour function whose first argument is a number (a Sass variable or function there is a token being adjusted).
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.+-][^)]*\)/gi
// A named colour as a word of its own: not part of a longer name (red-envelope, $white) nor a property name.
const NAME = new RegExp(`(?<![\\w$@%.#-])(?:${NAMED.join('|')})(?![\\w(-]|\\s*:)`, 'gi')

/** The raw colours written in a value, with their offsets; strings and url() are not looked into. */
function rawColours(value) {
  const text = value.replace(/(["'])(?:\\.|(?!\1).)*\1|url\([^)]*\)/g, (m) => ' '.repeat(m.length))
  const found = []
  for (const re of [HEX, FUNCTION, NAME]) for (const m of text.matchAll(re)) found.push({ colour: m[0], index: m.index })
  return found.sort((a, b) => a.index - b.index)
}

const rule = (primary) => (root, result) => {
  if (!primary) return
  root.walkDecls((decl) => {
    for (const { colour, index } of rawColours(decl.value)) {
      const start = decl.prop.length + (decl.raws.between ?? ': ').length + index
      report({ ruleName, result, node: decl, message: messages.rejected(colour), index: start, endIndex: start + colour.length })
    }
  })
  root.walkAtRules((atRule) => {
    for (const { colour } of rawColours(atRule.params))
      report({ ruleName, result, node: atRule, message: messages.rejected(colour), word: colour })
  })
}
rule.ruleName = ruleName
rule.messages = messages

export default createPlugin(ruleName, rule)
