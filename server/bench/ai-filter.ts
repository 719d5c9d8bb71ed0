import { breaksRule, filterCopy } from '../src/modules/ai-create/filter'
import { adversarialReplies } from '../test/ai-create/adversarial'

/**
 * `npx tsx server/bench/ai-filter.ts [chars]`: times the AI创作 output filter on replies built to make backtracking
 * patterns blow up (long runs of letters, digits, spaces after a label, separators), by whole copy (the length caps
 * apply) and by the rules alone on the full text (no cap: the patterns themselves must be linear). Prints ms per case;
 * the rules alone should grow about tenfold from 10,000 to 100,000 characters.
 */
const CHARS = Number(process.argv[2] ?? 100_000)

for (const [name, text] of Object.entries(adversarialReplies(CHARS))) {
  let t = performance.now()
  filterCopy({ title: text, sellingPoints: [text], description: text }, { allowMoney: false })
  const copyMs = performance.now() - t
  t = performance.now()
  breaksRule(text, false)
  const rulesMs = performance.now() - t
  console.log(
    `${name.padEnd(16)} copy ${copyMs.toFixed(1).padStart(8)} ms   rules on ${text.length} chars ${rulesMs.toFixed(1).padStart(8)} ms`,
  )
}
