// The Jest transform of the unit, console and server projects: SWC compiles each file on its own, as ts-jest with
// isolatedModules did (no type checking there either: `npm run typecheck` does that), for a fraction of the CPU
// (docs/decisions.md, "CI time, fourth step"). ES2022, the service's tsconfig target, which Node 20 runs as is;
// CommonJS with the default-import interop `esModuleInterop` gave; React's automatic JSX runtime (`react-jsx`).
// `syntax` is 'typescript' for .ts/.tsx sources, 'ecmascript' for the ES-module packages the server project compiles.
module.exports = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
]
