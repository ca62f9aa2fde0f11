import { Resolver } from "node:dns/promises";
import dns2 from "dns2";
import { freePort } from "./free-port.ts";

const { Packet } = dns2;

/**
 * A DNS server of the test's own on 127.0.0.1 (UDP and TCP on one port, for answers longer than 512 bytes),
 * answering TXT questions from `zone`: a name's records, each a list of character-strings. A name not in
 * the zone answers NXDOMAIN. `DNS_SERVERS` points the app at `address`.
 */
export async function startDnsServer(): Promise<{
  address: string;
  zone: Map<string, string[][]>;
  questions: string[];
  close(): Promise<void>;
}> {
  const zone = new Map<string, string[][]>();
  const questions: string[] = [];
  const port = await freePort();
  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (question) {
        const name = question.name.toLowerCase().replace(/\.$/, "");
        questions.push(name);
        const records = zone.get(name);
        if (!records) response.header.rcode = 3;
        for (const data of records ?? []) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            data,
          } as never);
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port, address: "127.0.0.1" }, tcp: { port, address: "127.0.0.1" } });
  return { address: `127.0.0.1:${port}`, zone, questions, close: () => server.close() };
}

/**
 * A resolver with the signature of `dns.promises.resolve` asking the test's DNS server at `address`
 * (`host:port`): what mailauth's `resolver` option takes, so that it reads the DKIM key a test published.
 */
export function dnsResolver(address: string) {
  const resolver = new Resolver();
  resolver.setServers([address]);
  return (name: string, rrtype: string) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}
