// An empty module: what `server-only` resolves to in test child processes.
export {}
