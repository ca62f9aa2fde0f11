import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useAfterFirstPaint } from "./first-paint.ts";
import { loadOnce } from "./lazy.tsx";

/**
 * A module that the first screen does without, loaded once after the first paint, or sooner when the user
 * asks for what it holds (a click on a stand-in): the header's menus and tooltips (Mantine's Menu, Popover
 * and Tooltip with floating-ui) are neither downloaded nor mounted with the first screen (decisions 018, 046).
 * Answers a hook: the module once loaded, and `ask` to load it now.
 */
export function afterPaintModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  const fetchModule = loadOnce(() =>
    load().then((value) => {
      loaded = value;
      return value;
    }),
  );
  return function useAfterPaintModule(): { module: T | undefined; ask: () => void } {
    const painted = useAfterFirstPaint();
    const [module, setModule] = useState(loaded);
    const ask = useCallback(() => {
      fetchModule().then(setModule, () => undefined);
    }, []);
    useEffect(() => {
      if (painted && !module) ask();
    }, [painted, module, ask]);
    return { module, ask };
  };
}

/**
 * `standIn` until `ready`, then `children` in its place: a stand-in that has the focus hands it to what
 * replaces it (a keyboard user who reached the header's menu button before its menu loaded keeps their place).
 */
export function Handover({
  ready,
  standIn,
  children,
}: {
  ready: boolean;
  standIn: ReactNode;
  children: ReactNode;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  const shown = useRef(ready);
  if (ready && !shown.current) {
    // Read before the commit that removes the stand-in.
    shown.current = true;
    focused.current = Boolean(box.current?.contains(document.activeElement));
  }
  useLayoutEffect(() => {
    if (!ready || !focused.current) return;
    focused.current = false;
    box.current?.querySelector<HTMLElement>("button, a[href], input, [tabindex]")?.focus();
  }, [ready]);
  return (
    <span ref={box} style={{ display: "contents" }}>
      {ready ? children : standIn}
    </span>
  );
}
