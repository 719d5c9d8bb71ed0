import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { IH5Config } from '@tarojs/taro/types/compile'

type Chain = Parameters<NonNullable<IH5Config['webpackChain']>>[0]

const SOURCE = path.resolve(__dirname, '..', 'src') + path.sep

const seen = new Map<string, { mtimeMs: number; only: boolean }>()

/** Whether a module of the app is nothing but `export … from` statements (a folder's index that re-exports). */
export function onlyReexports(file: string): boolean {
  const { mtimeMs } = statSync(file)
  const known = seen.get(file)
  if (known?.mtimeMs === mtimeMs) return known.only
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const only = source.statements.length > 0 && source.statements.every((s) => ts.isExportDeclaration(s) && s.moduleSpecifier !== undefined)
  seen.set(file, { mtimeMs, only })
  return only
}

/**
 * Modules that only re-export (`src/http/index.ts`, `src/components/icon/index.tsx`, …) are declared free of side
 * effects, which they are. webpack otherwise counts the side effects of everything they re-export as theirs, keeps
 * them in the bundle, and, since an export counts as used when any page uses it, puts every module one of them
 * re-exports and some page uses into each chunk that imports any of them: all 31 icons into the WeChat main
 * package, the upload layer into H5's entry. Declared free, an import through one goes straight to the module that
 * defines the name, and each module goes where it is used.
 */
export function reexportsWithoutSideEffects(chain: Chain): void {
  chain.module
    .rule('reexport-only-modules')
    .test((file: string) => file.startsWith(SOURCE) && /\.tsx?$/.test(file) && onlyReexports(file))
    .set('sideEffects', false)
}
