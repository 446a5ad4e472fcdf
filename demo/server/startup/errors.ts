// A configuration or environment the server cannot run with: the CLI prints the message and exits 1,
// without a stack trace (the message says what to change).
export class StartupError extends Error {
  override name = 'StartupError';
}
