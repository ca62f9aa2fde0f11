import { solveProof } from "./solve-proof.ts";

// The join page's proof of work, off the page's thread: given {challenge, bits}, it posts {tried} now and
// then, and {nonce} when found.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ challenge: string; bits: number }>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { challenge, bits } = event.data;
  solveProof(challenge, bits, (tried) => scope.postMessage({ tried }))
    .then((nonce) => scope.postMessage({ nonce }))
    .catch(() => scope.postMessage({ failed: true }));
};
