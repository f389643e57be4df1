// A certificate authority made for one test run, and a certificate it signs for localhost,
// 127.0.0.1 and ::1, so that tests can serve https (a client's metadata document) the way the
// internet does. support/global-setup.ts makes them in the run's scratch folder and points
// NODE_EXTRA_CA_CERTS at the authority before the workers start: the servers under test trust it
// exactly as a deployment trusts an internal CA, with no code of their own changed. Needs the
// `openssl` command.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface TestTls {
  /** The authority's certificate (PEM), which NODE_EXTRA_CA_CERTS names. */
  caFile: string;
  /** The localhost certificate and its key (PEM), for a test's https server. */
  certFile: string;
  keyFile: string;
}

export function makeTestTls(folder: string, alsoTrusted?: string): TestTls {
  const path = (name: string) => join(folder, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: ["ignore", "ignore", "pipe"] });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
  openssl("req", "-x509", ...ec, "-keyout", path("ca.key"), "-out", path("ca-only.pem"), "-days", "2", "-subj", "/CN=Sprintroom test run CA",
    "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign");
  openssl("req", ...ec, "-keyout", path("localhost.key"), "-out", path("localhost.csr"), "-subj", "/CN=localhost");
  writeFileSync(path("localhost.ext"), "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nextendedKeyUsage=serverAuth\n");
  openssl("x509", "-req", "-in", path("localhost.csr"), "-CA", path("ca-only.pem"), "-CAkey", path("ca.key"), "-CAcreateserial",
    "-out", path("localhost.pem"), "-days", "2", "-extfile", path("localhost.ext"));
  // NODE_EXTRA_CA_CERTS names one file: the runner's own extra authorities, if any, stay trusted.
  const trusted = [readFileSync(path("ca-only.pem"), "utf8"), alsoTrusted === undefined ? "" : readFileSync(alsoTrusted, "utf8")].join("\n");
  writeFileSync(path("ca.pem"), trusted);
  return { caFile: path("ca.pem"), certFile: path("localhost.pem"), keyFile: path("localhost.key") };
}
