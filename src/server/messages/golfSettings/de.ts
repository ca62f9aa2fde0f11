import type en from "./en.ts";

export default {} satisfies typeof en;
