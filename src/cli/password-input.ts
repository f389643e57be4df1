// Reads a password without it appearing in argv (ps, shell history) or on screen: piped stdin
// (one line; a trailing newline is not part of it), or a prompt on the terminal that echoes nothing.
import { invalidParam } from "../errors.js";
import type { CliIo } from "./io.js";

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

function promptHidden(io: CliIo, question: string): Promise<string> {
  const { stdin, stderr } = io;
  const setRawMode = (mode: boolean) => stdin.setRawMode?.(mode);
  stderr.write(question);
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (error?: Error) => {
      setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stderr.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: Buffer) => {
      for (const char of data.toString("utf8")) {
        if (char === "\r" || char === "\n") return done();
        if (char === "\u0003") return done(new Error("Cancelled."));
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else typed += char;
      }
    };
    setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

/** The new password, from stdin or, on a terminal, typed twice. */
export async function readNewPassword(io: CliIo): Promise<string> {
  if (!io.stdin.isTTY) {
    const password = await readAll(io.stdin);
    if (password === "") throw invalidParam("password", "No password on stdin.");
    return password;
  }
  const password = await promptHidden(io, "New password: ");
  if ((await promptHidden(io, "Again: ")) !== password) throw invalidParam("password", "The two passwords differ.");
  return password;
}
