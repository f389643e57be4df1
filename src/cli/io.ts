// Where a command reads its settings and input and writes its output: the process's own environment
// and streams when run as `sprintroom`, or, for a caller that runs a command inside its own process
// (the CLI's tests), an environment and streams of its own, so nothing of the caller's is changed.
export interface CliIo {
  /** The settings (loadConfig); .env in the working directory fills in what it leaves unset. */
  env: NodeJS.ProcessEnv;
  /** A password on a pipe, or typed at a prompt when it is a terminal. */
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?(mode: boolean): unknown };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Stops a command that runs until it is stopped (listen); without it, SIGINT or SIGTERM to the process does. */
  stop?: AbortSignal;
}

/** The process's own: stdin is opened only when a command reads it. */
export const processIo: CliIo = {
  env: process.env,
  get stdin() {
    return process.stdin;
  },
  stdout: { write: (text) => process.stdout.write(text) },
  stderr: { write: (text) => process.stderr.write(text) },
};
