// Stylesheets imported for their side effect (Vite bundles them); TypeScript 7 checks that such imports resolve.
declare module '*.css'
