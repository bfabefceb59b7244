// A Node module hook for test child processes: `server-only` throws outside React's server
// bundles, so children running app modules directly get an empty module instead (as Vitest does).
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') {
    return { url: new URL('./empty.mjs', import.meta.url).href, shortCircuit: true }
  }
  return next(specifier, context)
}
