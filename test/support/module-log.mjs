// `node --import ./module-log.mjs …`: appends the URL of every module the process loads to the file
// named by MODULE_LOG, so a test can see what a command really ran.
import { appendFileSync } from "node:fs";
import { register } from "node:module";

if (!process.env.MODULE_LOG) throw new Error("set MODULE_LOG to the file to write");
const hooks = `
  import { appendFileSync } from "node:fs";
  export async function load(url, context, nextLoad) {
    appendFileSync(${JSON.stringify(process.env.MODULE_LOG)}, url + "\\n");
    return nextLoad(url, context);
  }`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
appendFileSync(process.env.MODULE_LOG, "");
