// The colour rule must bite: a planted page style sheet with raw colours in every place one can hide (a
// declaration, a gradient, a Sass variable, a mixin's argument) is refused colour by colour, a token faded by Sass
// passes, and the token files may hold raw values. The real sheets are checked by `npm run lint:styles` in CI.
import { spawnSync } from 'child_process'
import { join, resolve } from 'path'

const ROOT = resolve(__dirname, '../..')
const STYLELINT = join(ROOT, 'node_modules/stylelint/bin/stylelint.mjs')

/** The raw colours stylelint refuses in `text`, linted as if it were the file at `path`. */
function refused(path: string, text: string): string[] {
  const run = spawnSync(process.execPath, [STYLELINT, '--stdin-filename', path, '--formatter', 'json'], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  })
  // Stylelint 17 writes the JSON report to stderr when it finds problems, to stdout otherwise.
  const report = JSON.parse(run.stderr.trim() || run.stdout) as { warnings: { rule: string; text: string }[] }[]
  return report.flatMap((r) => r.warnings.filter((w) => w.rule === 'project/colours-from-tokens').map((w) => /"([^"]+)"/.exec(w.text)![1]))
}

const PLANTED = `@use '../../styles/ui' as *;

.a {
  color: white;
  background: linear-gradient(90deg, #ff0, rgba(1, 2, 3, 0.4));
  box-shadow: 0 0 1px hsl(0deg 0% 0%);
  border-color: rgba($primary, 0.5);
  background-image: url('a#fff.png');
  animation: red-pulse 1s;

  @include button-block(44px, #123456);
}
`

describe('stylelint: colours come from the tokens', () => {
  it('refuses every raw colour in a page style sheet, and nothing else', () => {
    expect(refused('src/features/x/x.scss', PLANTED)).toEqual(['white', '#ff0', 'rgba(1, 2, 3, 0.4)', 'hsl(0deg 0% 0%)', '#123456'])
  })

  it('allows raw colours in the token files', () => {
    for (const file of ['src/styles/_ui.scss', 'src/styles/_palette.scss', 'src/features/draw/_tokens.scss'])
      expect([file, refused(file, '$a: #fff;\n$b: rgba(0, 0, 0, 0.5);\n')]).toEqual([file, []])
  })
})
