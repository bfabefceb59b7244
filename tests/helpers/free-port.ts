import { createServer } from 'node:net'

/**
 * A TCP port nobody listens on now, chosen by the system. Tests that start their own servers
 * (PostgreSQL, SMTP) take one instead of a random number in a range: several test files run at
 * once, and two random picks in the same range collided (one server failed to start, another
 * test connected to the wrong one).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
