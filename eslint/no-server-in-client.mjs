/**
 * A 'use client' file must not import server code: a `*.server` module (they
 * start with `import 'server-only'`, which breaks the browser bundle at build
 * time, late and far from the cause) or `server-only` itself. Checks the
 * file's own imports, static and dynamic; the build still guards the rest.
 */
const SERVER_MODULE = /(^|\/)[^/]+\.server(\.[cm]?[jt]sx?)?$|^server-only$/

const isClientFile = (program) =>
  program.body.some(
    (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
  )

export const noServerInClient = {
  meta: {
    type: 'problem',
    docs: { description: "no *.server import from a 'use client' file" },
    schema: [],
    messages: {
      server:
        "'{{source}}' is server code (*.server): a 'use client' file cannot import it. Pass its data in as props, or move the shared part to a module without server imports.",
    },
  },
  create(context) {
    let client = false
    const check = (node, source) => {
      if (client && typeof source === 'string' && SERVER_MODULE.test(source)) {
        context.report({ node, messageId: 'server', data: { source } })
      }
    }
    return {
      Program(program) {
        client = isClientFile(program)
      },
      // Type-only imports are erased before bundling: they carry no server code.
      ImportDeclaration(node) {
        if (node.importKind !== 'type') check(node, node.source.value)
      },
      ExportNamedDeclaration(node) {
        if (node.source && node.exportKind !== 'type') check(node, node.source.value)
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value)
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value)
      },
    }
  },
}

const plugin = { rules: { 'no-server-in-client': noServerInClient } }
export default plugin
