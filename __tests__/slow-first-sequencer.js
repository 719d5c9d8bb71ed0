// Jest runs the longest test files first only when it has timed them before; a fresh clone (CI) has no timings, so
// Jest orders by file size and the backtests (small files, minutes of CPU) started last and ran alone on one worker
// while the other had nothing left to do. This sequencer puts the files listed in slow-tests.json first, longest
// first; the weights are seconds from one `npm test` on a loaded two-core machine (only their order matters).
// Everything else keeps Jest's own order. Refresh the list when a file becomes one of the slow ones.
const path = require('path')
const Sequencer = require('@jest/test-sequencer').default
const weights = require('./slow-tests.json')

const root = path.resolve(__dirname, '..')
const weightOf = (test) => weights[path.relative(root, test.path).split(path.sep).join('/')] ?? 0

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const byJest = super.sort(tests)
    const rank = new Map(byJest.map((test, i) => [test, i]))
    return [...byJest].sort((a, b) => weightOf(b) - weightOf(a) || rank.get(a) - rank.get(b))
  }
}

module.exports = SlowFirstSequencer
