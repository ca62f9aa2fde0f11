import { useMediaQuery } from "@mantine/hooks";

/** Mantine's breakpoints at which the screens change their layout. */
const BREAKPOINTS = { xs: "36em", sm: "48em", md: "62em" } as const;

/**
 * Whether the window is at least as wide as `breakpoint` (Mantine's `visibleFrom`), known at the first render
 * (not after it: no second layout) and followed as the window changes.
 */
export function useWidthFrom(breakpoint: keyof typeof BREAKPOINTS): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS[breakpoint]})`, true, { getInitialValueInEffect: false });
}
