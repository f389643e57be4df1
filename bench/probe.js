// Loaded into the server under test (`node --import ./bench/probe.js …`): it watches the event loop
// and answers the bench over IPC with the worst delay and the RSS, so nothing of the bench lives in src/.
import { monitorEventLoopDelay } from "node:perf_hooks";

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on("message", (message) => {
  if (message === "reset") delay.reset();
  if (message === "stats") {
    const m = process.memoryUsage();
    process.send?.({ maxDelayMs: delay.max / 1e6, p99DelayMs: delay.percentile(99) / 1e6, rssMb: m.rss / 2 ** 20, heapMb: m.heapTotal / 2 ** 20, externalMb: (m.external + m.arrayBuffers) / 2 ** 20 });
  }
});
// The IPC channel must not keep a server alive that is shutting down.
process.channel?.unref();
