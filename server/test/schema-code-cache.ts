import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { StandaloneValidator } from '@fastify/ajv-compiler'
import { StandaloneSerializer } from '@fastify/fast-json-stringify-compiler'
import type { SchemaCompilers } from '../src/http/schema-compilers'
import { dropStaleTempEntries } from './stale-temp-files'

/**
 * Fastify's validators and serializers for the test apps, generated once per run and loaded as modules by every test
 * file after the first: compiling the service's schemas was 40 % of what a server test file costs before its first
 * test (about half a second of CPU in each of some 300 files a CI run), and Jest gives every file its own module
 * registry, so no in-process cache outlives a file.
 *
 * This is Fastify's standalone mode (@fastify/ajv-compiler's and fast-json-stringify's): the generated code is what
 * the compilers run, written out as a CommonJS module whose `require`s are made absolute (the runtime helpers of the
 * Ajv and fast-json-stringify each compiler package uses). Each file is named by the hash of everything its code
 * depends on, under a folder named by the compilers' versions and this file, and written whole or not at all. Test
 * files then load the same code through Jest's require, in their own realm. A validator Ajv cannot express as
 * standalone code (a `format`: it writes its codegen object instead of code) is compiled in place and not kept.
 */

const packageDir = (pkg: string, from?: string) =>
  path.dirname(require.resolve(`${pkg}/package.json`, from ? { paths: [from] } : undefined))
const AJV_COMPILER = packageDir('@fastify/ajv-compiler')
const SERIALIZER_COMPILER = packageDir('@fastify/fast-json-stringify-compiler')
/** The serializers' code requires fast-json-stringify's own modules and the Ajv it depends on. */
const SERIALIZER = packageDir('fast-json-stringify', SERIALIZER_COMPILER)

function versionOf(dir: string, pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [dir] })
  return `${pkg}@${(JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version}`
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24)

let folder: string | undefined
function cacheFolder(): string {
  if (folder) return folder
  const versions = [
    versionOf(AJV_COMPILER, '@fastify/ajv-compiler'),
    versionOf(AJV_COMPILER, 'ajv'),
    versionOf(SERIALIZER_COMPILER, '@fastify/fast-json-stringify-compiler'),
    versionOf(SERIALIZER_COMPILER, 'fast-json-stringify'),
    versionOf(SERIALIZER, 'ajv'),
    fs.readFileSync(__filename, 'utf8'),
  ]
  const fingerprint = sha(versions.join('\n'))
  folder = path.join(os.tmpdir(), `gujia-schema-code-${fingerprint}`)
  if (fs.mkdirSync(folder, { recursive: true }) !== undefined) dropStaleTempEntries('gujia-schema-code-', fingerprint)
  return folder
}

/** The generated module with each bare `require("…")` resolved from the compiler package that generated it. */
function withAbsoluteRequires(code: string, from: string): string {
  return code.replace(/require\((["'])([^"']+)\1\)/g, (_, _quote: string, id: string) =>
    id.startsWith('.') || path.isAbsolute(id)
      ? `require(${JSON.stringify(id)})`
      : `require(${JSON.stringify(require.resolve(id, { paths: [from] }))})`,
  )
}

/** Writes the file whole (a reader sees no file or all of it); two writers write the same bytes. */
function writeWhole(file: string, code: string): void {
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
  fs.writeFileSync(partial, code)
  fs.renameSync(partial, file)
}

type Route = { schema: unknown }
type Compile = (route: Route) => unknown
type CompilerFactory = (externalSchemas: unknown, options: unknown) => Compile
type Store = (route: unknown, code: string) => void

/**
 * A compilers factory that loads each route's generated module when a file of it exists, and otherwise generates it
 * (the generator calls `store` with the code), keeps it and loads it; what cannot be kept is compiled in place.
 */
function cached(
  kind: string,
  from: string,
  generator: (store: Store) => CompilerFactory,
  keepable: (code: string) => boolean,
): CompilerFactory {
  return (externalSchemas, options) => {
    const context = `${kind} ${JSON.stringify(externalSchemas)} ${JSON.stringify(options)}`
    let generate: Compile | undefined
    let generated: string | undefined
    return (route) => {
      const file = path.join(cacheFolder(), `${sha(`${context}\n${JSON.stringify(route.schema)}`)}.js`)
      if (!fs.existsSync(file)) {
        // The standalone compilers set properties on the options object they are given: theirs is a copy.
        generate ??= generator((_, code) => (generated = code))(externalSchemas, { ...(options as object) })
        generated = undefined
        const inPlace = generate(route)
        if (generated === undefined || !keepable(generated)) return inPlace
        writeWhole(file, withAbsoluteRequires(generated, from))
      }
      return require(file)
    }
  }
}

export const cachedSchemaCompilers: SchemaCompilers = {
  buildValidator: cached(
    'validator',
    AJV_COMPILER,
    (store) => StandaloneValidator({ readMode: false, storeFunction: store }) as unknown as CompilerFactory,
    (code) => !code.includes('{"_items":'),
  ),
  // With their response validators (anyOf, if/then) inlined as Ajv's standalone code: restored from a state instead,
  // each would build an Ajv instance of its own in every file.
  buildSerializer: cached(
    'serializer',
    SERIALIZER,
    (store) => {
      const factory = StandaloneSerializer({ readMode: false, storeFunction: store }) as unknown as CompilerFactory
      return (externalSchemas, options) => factory(externalSchemas, { ...(options as object), inlineValidators: true })
    },
    (code) => !code.includes('{"_items":'),
  ),
} as unknown as SchemaCompilers
