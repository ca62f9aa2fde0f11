import { createServer, type Server } from "node:net";

/** A message as an SMTP server received it: envelope and the raw data (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server on 127.0.0.1 that accepts every message (no TLS, no authentication) and keeps it:
 * what a relay would get from the SMTP transport, headers (DKIM-Signature) included. A recipient in `refuse`
 * is answered with its reply line instead ("550 5.1.1 … User unknown", "451 4.7.1 … try again later").
 */
export async function startSmtpSink(): Promise<{
  port: number;
  received: ReceivedMail[];
  refuse: Map<string, string>;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const refuse = new Map<string, string>();
  const server: Server = createServer((socket) => {
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink.test ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n.");
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: "", to: [], data: "" };
          reply("250 2.0.0 queued as sink");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") reply("250-sink.test\r\n250 8BITMIME");
        else if (verb === "HELO") reply("250 sink.test");
        else if (verb === "MAIL") {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 2.1.0 OK");
        } else if (verb === "RCPT") {
          const to = /<([^>]*)>/.exec(line)?.[1] ?? "";
          const refusal = refuse.get(to.toLowerCase());
          if (refusal) reply(refusal);
          else {
            current.to.push(to);
            reply("250 2.1.5 OK");
          }
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          current = { from: "", to: [], data: "" };
          reply("250 2.0.0 OK");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
        } else reply("250 OK");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
