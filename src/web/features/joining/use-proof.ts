import { useCallback, useEffect, useRef, useState } from "react";
import type { JoinChallenge } from "../../../shared/joining.ts";
import { fetchChallenge } from "./api.ts";
import { solveProof } from "./solve-proof.ts";

export type ProofState =
  | { kind: "working"; progress: number }
  | { kind: "ready"; proof: { challenge: string; nonce: string } }
  | { kind: "failed" };

/**
 * Solves `challenge` in a Web Worker (in the page where there is none); `onTried` hears the progress. The
 * worker is handed to `keep` so that it can be stopped when the page no longer needs it.
 */
function solve(
  challenge: JoinChallenge,
  onTried: (tried: number) => void,
  keep: (worker: Worker) => void,
): Promise<string> {
  if (typeof Worker === "undefined") return solveProof(challenge.challenge, challenge.bits, onTried);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./proof.worker.ts", import.meta.url), { type: "module" });
    keep(worker);
    worker.onmessage = (event: MessageEvent<{ tried?: number; nonce?: string; failed?: boolean }>) => {
      if (event.data.tried !== undefined) onTried(event.data.tried);
      if (event.data.nonce !== undefined) {
        worker.terminate();
        resolve(event.data.nonce);
      }
      if (event.data.failed) {
        worker.terminate();
        reject(new Error("The proof of work failed"));
      }
    };
    worker.onerror = () => {
      worker.terminate();
      // A worker that cannot start (a strict policy): solve in the page, in batches.
      solveProof(challenge.challenge, challenge.bits, onTried).then(resolve, reject);
    };
    worker.postMessage({ challenge: challenge.challenge, bits: challenge.bits });
  });
}

/**
 * The join form's proof of work (decision 032): a challenge is fetched and solved as soon as the page opens,
 * while the person fills the form; `renew` starts on a fresh one (a proof is good for one submission).
 * Progress is the share of the expected tries (2^bits), shown as "Checking your browser…".
 */
export function useProof(clubId: string) {
  const [state, setState] = useState<ProofState>({ kind: "working", progress: 0 });
  const round = useRef(0);
  const worker = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    const mine = ++round.current;
    setState({ kind: "working", progress: 0 });
    (async () => {
      const challenge = await fetchChallenge(clubId);
      const expected = 2 ** challenge.bits;
      const nonce = await solve(
        challenge,
        (tried) => {
          if (round.current === mine) {
            setState({ kind: "working", progress: Math.min(95, Math.round((tried / expected) * 70)) });
          }
        },
        (started) => {
          worker.current = started;
        },
      );
      if (round.current === mine)
        setState({ kind: "ready", proof: { challenge: challenge.challenge, nonce } });
    })().catch(() => {
      if (round.current === mine) setState({ kind: "failed" });
    });
  }, [clubId, stop]);

  useEffect(() => {
    start();
    return () => {
      round.current++;
      stop();
    };
  }, [start, stop]);

  return { state, renew: start };
}
