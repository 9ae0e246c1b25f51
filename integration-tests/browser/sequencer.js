const Sequencer = require("@jest/test-sequencer").default

/**
 * Jest's own order (slowest known first), except that a spec which stops the shared demo store
 * (demo-exit.browser.spec.ts) runs after every other one of its run.
 */
class LastStopsTheStore extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests)
    const stopsStore = (test) => test.path.endsWith("demo-exit.browser.spec.ts")
    return [...sorted.filter((t) => !stopsStore(t)), ...sorted.filter(stopsStore)]
  }
}

module.exports = LastStopsTheStore
