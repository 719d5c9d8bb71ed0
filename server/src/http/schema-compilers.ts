import AjvCompiler from '@fastify/ajv-compiler'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

export type SchemaCompilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
/** What both compiler packages are underneath (their published types differ per package and per Fastify part). */
type Compile = (route: { schema: unknown }) => unknown
type CompilerFactory = (externalSchemas: unknown, options: unknown) => Compile

/**
 * Fastify's own compilers, remembering what they compiled across Fastify instances in this process: a route's
 * validator or serializer is a pure function of its schema and the compiler options, so an app built again (every
 * service test builds several) reuses them instead of generating the code again. Compiling was a fifth of a service
 * test's CPU. Keyed by the schema's JSON: Fastify hands over fresh but equal objects for every instance (header
 * names lower-cased, the envelope wrapped per route).
 *
 * With a compilers factory of its own, Fastify passes a headers schema as written instead of lower-casing its
 * property names: the one headers schema (contract ClientHeaders) names them in lower case already.
 */
function remembering(factory: CompilerFactory, kind: string): CompilerFactory {
  return (externalSchemas, options) => {
    const build = factory(externalSchemas, options)
    const context = `${kind} ${JSON.stringify(externalSchemas)} ${JSON.stringify(options)}`
    return (route) => {
      const key = `${context}\n${JSON.stringify(route.schema)}`
      let compiled = compiledByKey.get(key)
      if (compiled === undefined) {
        compiled = build(route)
        compiledByKey.set(key, compiled)
      }
      return compiled
    }
  }
}

const compiledByKey = new Map<string, unknown>()

export const rememberingCompilers = {
  buildValidator: remembering(AjvCompiler() as unknown as CompilerFactory, 'validator'),
  buildSerializer: remembering(SerializerSelector() as unknown as CompilerFactory, 'serializer'),
} as unknown as SchemaCompilers
