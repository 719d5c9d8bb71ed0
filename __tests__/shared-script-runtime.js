// Jest's runtime with the compiled modules kept for the life of a worker. Each test file gets a fresh module registry
// and, with it, Jest reads every module it loads again (source and transform cache, about 2,300 files for a service
// test) and compiles it again in a new vm.Script: on Node 20 a script given `importModuleDynamically` never hits V8's
// own compilation cache. That was about 0.6 CPU-s of every service test file's 2 (profiled; docs/decisions.md, "CI
// time, ninth step"). A vm.Script is not bound to a context: running the same one in the next file's context gives
// that file its own module function, as compiling it anew did.
// What is kept:
// - the transform's result, per project, file and transform options, while the file's mtime and size stay the same
//   (a test may write a module it then loads);
// - the compiled script, per project and file, while the transformed source is the same string. A module that calls
//   `import()` is compiled per file as before: its script's dynamic-import hook belongs to the runtime that made it.
const { statSync } = require('fs')
const Runtime = require('jest-runtime').default

/** `${project}\0${file}\0${options}` → { stamp, entry } (entry as jest-runtime keeps it in `_fileTransforms`). */
const transforms = new Map()
/** `${project}\0${file}` → { source, script } (the module wrapper Jest adds depends on the project's config). */
const scripts = new Map()

function stampOf(filename) {
  try {
    const stat = statSync(filename)
    return `${stat.mtimeMs}:${stat.size}`
  } catch {
    return null
  }
}

class SharedScriptRuntime extends Runtime {
  transformFile(filename, options) {
    const stamp = options?.isInternalModule ? null : stampOf(filename)
    if (stamp === null) return super.transformFile(filename, options)
    // The options Jest adds to these (coverage) are the same for the whole run.
    const key = `${this._config.id}\0${filename}\0${JSON.stringify(options ?? null)}`
    const kept = transforms.get(key)
    if (kept && kept.stamp === stamp) {
      this._fileTransforms.set(filename, kept.entry)
      if (kept.entry.sourceMapPath) this._sourceMapRegistry.set(filename, kept.entry.sourceMapPath)
      return kept.entry.code
    }
    const code = super.transformFile(filename, options)
    const entry = this._fileTransforms.get(filename)
    if (entry && entry.code === code) transforms.set(key, { stamp, entry })
    return code
  }

  createScriptFromCode(scriptSource, filename) {
    const key = `${this._config.id}\0${filename}`
    const kept = scripts.get(key)
    if (kept && kept.source === scriptSource && kept.script) return kept.script
    const script = super.createScriptFromCode(scriptSource, filename)
    scripts.set(key, { source: scriptSource, script: scriptSource.includes('import(') ? null : script })
    return script
  }
}

module.exports = SharedScriptRuntime
