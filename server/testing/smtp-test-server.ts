import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A local SMTP server on a free port for tests: it records every mail it accepts, checks the login it is
 * given, and refuses recipients while `refuse` is set (550, as a server does for an unknown mailbox).
 */
export async function startSmtpTestServer(auth: { user: string; pass: string }) {
  const received: ReceivedMail[] = [];
  const state = { refuse: false, connections: 0 };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onAuth(login, _session, callback) {
      if (login.username === auth.user && login.password === auth.pass) return callback(null, { user: login.username });
      callback(Object.assign(new Error("535 Authentication failed"), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (state.refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
